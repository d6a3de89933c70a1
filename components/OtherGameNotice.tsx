import type { OtherGameStore } from '../state/other-game-store';
import { lazyView } from './lazy-view';
import './OtherGameNotice.css';

// The offer loads after the first paint (the game set aside is read only then); its region is
// there from the first frame, so that a screen reader announces it (docs/speed.md, Weight).
const OtherGameOffer = lazyView(() =>
  import('./OtherGameOffer').then((module) => module.OtherGameOffer),
);

/**
 * Shown when a newer game from another browser replaced the one played here (`OtherGameOffer`):
 * one click resumes the game set aside, the other keeps the new one.
 */
export function OtherGameNotice({ otherGame }: { otherGame: OtherGameStore }) {
  return (
    <div class="other-game-region" role="status">
      <OtherGameOffer otherGame={otherGame} />
    </div>
  );
}
