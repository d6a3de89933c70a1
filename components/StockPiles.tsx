import { type ReadonlySignal, useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import type { Card } from '../engine';
import { cardName } from './names';
import { PlayingCard } from './PlayingCard';
import { PILE_CLASS, type PileView } from './pile-view';
import './StockPiles.css';

interface StockPilesProps {
  /** How many cards are left in the stock. */
  stockCount: ReadonlySignal<number>;
  /** The waste's top card, null when it is empty. */
  wasteTop: ReadonlySignal<Card | null>;
  /** The card under it, drawn while the top one is lifted; null when there is none. */
  wasteUnder: ReadonlySignal<Card | null>;
  view: PileView;
}

/**
 * The stock and the waste of Australian Patience (docs/rules.md, U: Australian Patience). The
 * stock is a button: a press (or Enter on it) turns its top card onto the waste; it shows how
 * many cards are left. Only the waste's top card is in play: it is dragged and tapped as a
 * column's last card is; the one under it is drawn so that it shows while the top one is lifted.
 */
export function StockPiles({ stockCount, wasteTop, wasteUnder, view }: StockPilesProps) {
  const { lift, hint, spot } = view;
  const spotPile = useComputed(() => ('pile' in spot.value ? spot.value.pile : null));
  const isLifted = useComputed(() => lift.value?.from === 'waste');
  const isHinted = useComputed(() => {
    const move = hint.value;
    return move !== null && move.to !== 'waste' && move.card === wasteTop.value;
  });
  const isTurnHinted = useComputed(() => hint.value?.to === 'waste');
  const count = stockCount.value;
  const top = wasteTop.value;
  const under = wasteUnder.value;
  return (
    <>
      {/* The board's own handlers turn the card (a press, or Enter as the board's key). */}
      <button
        type="button"
        class={`stock ${isTurnHinted.value ? 'is-hint-target' : ''}`}
        aria-label={i18n.t('pile.stock', count, [i18n.number(count)])}
        tabIndex={spotPile.value === 'stock' ? 0 : -1}
      >
        {count > 0 && <PlayingCard card={null} />}
        <span class="stock__count" aria-hidden="true">
          {i18n.number(count)}
        </span>
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a pile is a group of cards, not a form's fieldset. */}
      <div
        class="waste"
        role="group"
        aria-label={i18n.t('pile.waste')}
        aria-description={top === null ? i18n.t('pile.empty') : i18n.t('pile.top', [cardName(top)])}
        tabIndex={spotPile.value === 'waste' ? 0 : -1}
      >
        {under !== null && (
          <div class="waste__under" aria-hidden="true">
            <PlayingCard card={under} />
          </div>
        )}
        {top !== null && (
          <PlayingCard
            key={top}
            card={top}
            class={`${isLifted.value ? PILE_CLASS.lifted : ''} ${isHinted.value ? 'is-hinted' : ''}`}
          />
        )}
      </div>
    </>
  );
}
