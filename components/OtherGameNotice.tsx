import { i18n } from '#i18n';
import type { OtherGameStore } from '../state/other-game-store';
import './button.css';
import './OtherGameNotice.css';

/**
 * Shown when a newer game from another browser replaced the one played here: one click resumes
 * the game set aside, the other keeps the new one.
 */
export function OtherGameNotice({ otherGame }: { otherGame: OtherGameStore }) {
  const setAside = otherGame.otherGame.value;
  return (
    <div class="other-game-region" role="status">
      {setAside && (
        <div class="other-game">
          <p class="other-game__text">{i18n.t('otherGame.text', [setAside.game.code])}</p>
          <button type="button" class="button button--primary" onClick={() => otherGame.resume()}>
            {i18n.t('otherGame.resume')}
          </button>
          <button type="button" class="button" onClick={() => otherGame.dismiss()}>
            {i18n.t('otherGame.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
