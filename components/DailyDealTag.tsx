import { useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import { dailyDateOf } from '../state/daily-deal';
import type { GameStore } from '../state/game-store';

/**
 * "Daily deal" in the game bar while the game shown is the daily deal of the day it was dealt
 * (docs/rules.md, Deal codes); nothing for any other game. Drawn again only when that changes:
 * a move changes the game, never whether it is the daily deal.
 */
export function DailyDealTag({ game }: { game: GameStore }) {
  const isDaily = useComputed(() => dailyDateOf(game.current.value, game.dealtAt.value) !== null);
  if (!isDaily.value) return null;
  return <span class="deal-code__daily">{i18n.t('bar.dailyDeal')}</span>;
}
