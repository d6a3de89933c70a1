import type { ReadonlySignal, Signal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { afterNextPaint } from '../state/after-paint';
import type { GameEvent } from '../state/game-events';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';

type Announcements = typeof import('./announcements');

/** The sentences of the game's events, once their module has loaded (then for every board). */
let announcements: Announcements | null = null;
let loading: Promise<Announcements> | null = null;

/** Loads the sentences' module, once. */
function loadAnnouncements(): Promise<Announcements> {
  loading ??= import('./announcements').then((loaded) => {
    announcements = loaded;
    return loaded;
  });
  return loading;
}

/** A sentence to announce; a new object each time, so the same sentence twice is said twice. */
export interface Spoken {
  text: string;
}

interface AnnouncerProps {
  game: GameStore;
  /** The sentence said last: keyboard play writes to it, and so does every event of the game. */
  spoken: Signal<Spoken | null>;
  /** The player's settings: a hidden score is not said either. */
  settings: Signal<Settings>;
  /** Whether Finish plays its line: its moves go unsaid but the last, which ends the game. */
  finishing?: ReadonlySignal<boolean>;
}

/**
 * The board's polite live region: each event of the game store in words (a move, however it was
 * made and on whichever page, an undo, a new deal, the end of the game; of Finish's line only the
 * move that ends the game), and what keyboard play says.
 * Refusals are announced by the refusal toast's own region.
 * The sentences load after the first paint (docs/speed.md, Weight): an event before they have
 * loaded is said, in its turn, once they have.
 */
export function Announcer({ game, spoken, settings, finishing }: AnnouncerProps) {
  // Finish plays up to 3 s of moves, a sentence each: a screen reader would read them for a
  // minute or drop most, so they go unsaid but the last (docs/rules.md, Moves 7). Read as each
  // event comes, not as the effect began: Finish comes with the stores that load later.
  const latestFinishing = useRef(finishing);
  latestFinishing.current = finishing;
  // Heard from the moment the board is committed, so no event before the first paint is lost.
  useLayoutEffect(() => {
    let isHeard = true;
    // Each event with when its game was dealt, as it came: said later, another deal may be shown.
    const waiting: [GameEvent, number | undefined][] = [];
    const say = (words: Announcements, event: GameEvent, dealtAt: number | undefined) => {
      const text = words.announcementOf(event, settings.peek().showScore, dealtAt);
      if (text !== null) spoken.value = { text };
    };
    const sayWaiting = (words: Announcements) => {
      for (const [event, dealtAt] of waiting.splice(0)) if (isHeard) say(words, event, dealtAt);
    };
    if (!announcements) afterNextPaint(() => void loadAnnouncements().then(sayWaiting));
    const stop = game.onEvent((event) => {
      const isFinishMove = event.type === 'move' && latestFinishing.current?.peek();
      if (isFinishMove && event.game.status === 'playing') return;
      if (announcements && waiting.length === 0) {
        say(announcements, event, game.dealtAt.peek());
        return;
      }
      waiting.push([event, game.dealtAt.peek()]);
      void loadAnnouncements().then(sayWaiting);
    });
    return () => {
      isHeard = false;
      stop();
    };
  }, [game]);
  const said = spoken.value;
  return (
    <div
      class="visually-hidden"
      role="status"
      aria-live="polite"
      aria-label={i18n.t('announce.region')}
    >
      {said && <p key={said as object}>{said.text}</p>}
    </div>
  );
}
