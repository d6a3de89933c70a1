import type { Signal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { announcementOf } from './announcements';

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
}

/**
 * The board's polite live region: each event of the game store in words (a move, however it was
 * made and on whichever page, an undo, a new deal, the end of the game), and what keyboard play
 * says.
 * Refusals are announced by the refusal toast's own region.
 */
export function Announcer({ game, spoken, settings }: AnnouncerProps) {
  // Heard from the moment the board is committed, so no event before the first paint is lost.
  useLayoutEffect(
    () =>
      game.onEvent((event) => {
        const text = announcementOf(event, settings.peek().showScore);
        if (text !== null) spoken.value = { text };
      }),
    [game],
  );
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
