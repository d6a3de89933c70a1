import { type Signal, useSignalEffect } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import { announcementOf } from './announcements';

/** A sentence to announce; a new object each time, so the same sentence twice is said twice. */
export interface Spoken {
  text: string;
}

interface AnnouncerProps {
  game: GameStore;
  /** The sentence said last: keyboard play writes to it, and so does every change of the game. */
  spoken: Signal<Spoken | null>;
}

/**
 * The board's polite live region: every move in words, whichever way it was made (and on
 * whichever page), undo, a new deal and the end of the game; and what keyboard play says.
 * Refusals are announced by the refusal toast's own region.
 */
export function Announcer({ game, spoken }: AnnouncerProps) {
  const shown = useRef(game.game.peek());
  useSignalEffect(() => {
    const after = game.game.value;
    const text = announcementOf(shown.current, after);
    shown.current = after;
    if (text !== null) spoken.value = { text };
  });
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
