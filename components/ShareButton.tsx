import { type ReadonlySignal, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { dailyDateOf } from '../state/daily-deal';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { clockText, VARIANT_WORDS } from './names';
import './button.css';

/** How long the word after a copy shows, ms. */
const SHARED_FEEDBACK_MS = 2400;

/**
 * Share, after a win of the daily deal (docs/rules.md, Deal codes): copies a short text to the
 * clipboard (the date, the variant, time, moves and the deal code; nothing of the cards) and says
 * it did, or that it could not. Nothing for any other game. The time is left out when the player
 * hides the clock (calm play, docs/rules.md, Score, moves and time), as every figure shown is.
 */
export function ShareButton({
  game,
  settings,
}: {
  game: GameStore;
  settings: ReadonlySignal<Settings>;
}) {
  const state = useSignal<'idle' | 'copied' | 'failed'>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const current = game.current.peek();
  const date = dailyDateOf(current, game.dealtAt.peek());
  if (current.status !== 'won' || date === null) return null;

  async function share() {
    clearTimeout(reset.current);
    const variant = VARIANT_WORDS[current.variant].name();
    const moves = i18n.number(current.moves);
    const text = settings.peek().showClock
      ? i18n.t('won.shareText', [
          date ?? '',
          variant,
          clockText(game.elapsedMs.peek()),
          moves,
          current.code,
        ])
      : i18n.t('won.shareTextUntimed', [date ?? '', variant, moves, current.code]);
    try {
      await navigator.clipboard.writeText(text);
      state.value = 'copied';
    } catch {
      state.value = 'failed';
    }
    reset.current = setTimeout(() => {
      state.value = 'idle';
    }, SHARED_FEEDBACK_MS);
  }

  return (
    <>
      <button type="button" class="button" onClick={share}>
        {i18n.t('won.share')}
      </button>
      <span class="share__feedback" role="status">
        {state.value === 'copied' && i18n.t('won.shared')}
        {state.value === 'failed' && i18n.t('bar.copyFailed')}
      </span>
    </>
  );
}
