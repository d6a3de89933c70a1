import { i18n } from '#i18n';
import type { OtherGameStore } from '../state/other-game-store';
import './button.css';
import './sheet-tokens.css';
import './OtherGameOffer.css';

/**
 * The game set aside for a newer one from another browser, if any: one click resumes it, the
 * other keeps the new one.
 */
export function OtherGameOffer({ otherGame }: { otherGame: OtherGameStore }) {
  const setAside = otherGame.otherGame.value;
  return setAside ? (
    <div class="other-game">
      <p class="other-game__text">{i18n.t('otherGame.text', [setAside.game.code])}</p>
      <button type="button" class="button button--primary" onClick={() => otherGame.resume()}>
        {i18n.t('otherGame.resume')}
      </button>
      <button type="button" class="button" onClick={() => otherGame.dismiss()}>
        {i18n.t('otherGame.dismiss')}
      </button>
    </div>
  ) : null;
}
