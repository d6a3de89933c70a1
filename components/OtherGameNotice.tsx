import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import { otherGameItem } from '../state/items';
import { createOtherGameStore } from '../state/other-game-store';
import type { GameResult } from '../state/stats';
import './button.css';
import './OtherGameNotice.css';

interface OtherGameNoticeProps {
  games: GameStore;
  /** Told when the set-aside game is let go (it counts as played, not won). */
  onGameCounted: (result: GameResult) => void;
}

/**
 * Shown when a newer game from another browser replaced the one played here: one click
 * resumes the game set aside, the other keeps the new one.
 */
export function OtherGameNotice({ games, onGameCounted }: OtherGameNoticeProps) {
  const [others] = useState(() =>
    createOtherGameStore({ item: otherGameItem, games, onGameCounted }),
  );
  useEffect(() => {
    const stop = others.load();
    return () => {
      stop.then((unsubscribe) => unsubscribe());
    };
  }, []);
  const setAside = others.otherGame.value;
  return (
    <div class="other-game-region" role="status">
      {setAside && (
        <div class="other-game">
          <p class="other-game__text">{i18n.t('otherGame.text', [setAside.game.code])}</p>
          <button type="button" class="button button--primary" onClick={() => others.resume()}>
            {i18n.t('otherGame.resume')}
          </button>
          <button type="button" class="button" onClick={() => others.dismiss()}>
            {i18n.t('otherGame.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
