import { type ReadonlySignal, useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import { type Card, homeSlotOf, type Position, slotsOfSuit, suitOf, suitOfSlot } from '../engine';
import { cardName, slotName } from './names';
import { PlayingCard } from './PlayingCard';
import { PILE_CLASS, type PileView } from './pile-view';
import { suitMark } from './suit-mark';
import './FoundationPile.css';

interface FoundationPileProps {
  /** Slot index: 0..3 (S, H, D, C), or 0..7 in Double Yukon (S S H H D D C C). */
  slot: number;
  /** The card on top of the slot, null when it is empty. */
  top: ReadonlySignal<Card | null>;
  /** The position shown, to tell which of a suit's two slots a card goes to (Double Yukon). */
  position: ReadonlySignal<Position>;
  /** What piles read of the board; a hint lights this slot up, or its top card for a take-back. */
  view: PileView;
}

/**
 * The slot a card sent home lands on: the one that takes it next, or (when none does) its suit's
 * first (docs/rules.md, Moves 2; D: Double Yukon).
 */
function landingSlot(position: Position, card: Card): number {
  const slot = homeSlotOf(position, card);
  return slot >= 0 ? slot : slotsOfSuit(position, suitOf(card))[0];
}

/**
 * One foundation slot. Its top card can be dragged back (take-back); the card under it is drawn
 * so that it shows while the top one is lifted. A drop on any slot means "to its own foundation",
 * so placement help lights the slot the lifted card would land on; the ring of the pile under the
 * pointer is on that slot too where the drop takes the card, and on the slot under the pointer
 * where it is refused (`overSlot`).
 */
export function FoundationPile({ slot, top, position, view }: FoundationPileProps) {
  const { lift, targets, over, overSlot, hint, spot } = view;
  const landsHere = (card: Card) => landingSlot(position.value, card) === slot;
  const isOwn = useComputed(() => lift.value !== null && landsHere(lift.value.card));
  const isTarget = useComputed(() => isOwn.value && targets.value.includes('foundation'));
  const isOver = useComputed(() => over.value === 'foundation' && overSlot.value === slot);
  const isLifted = useComputed(
    () => lift.value?.from === 'foundation' && lift.value.card === top.value,
  );
  const hinted = useComputed(() => {
    const move = hint.value;
    if (move === null) return null;
    if (move.to === 'foundation') return landsHere(move.card) ? 'target' : null;
    return move.card === top.value ? 'top-card' : null;
  });
  const isTabStop = useComputed(() => 'slot' in spot.value && spot.value.slot === slot);
  const card = top.value;
  const suit = suitOfSlot(position.peek(), slot);
  const classes = [
    'foundation',
    isTarget.value && PILE_CLASS.target,
    isOver.value && PILE_CLASS.over,
    hinted.value === 'target' && 'is-hint-target',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pile is a group of cards, not a form's fieldset.
    <div
      class={classes}
      role="group"
      aria-label={slotName(position.peek(), slot)}
      // What lies on it, read with the focused slot: inside the board (an application) a screen
      // reader reads what has the focus, not the card inside it.
      aria-description={card === null ? i18n.t('pile.empty') : i18n.t('pile.top', [cardName(card)])}
      data-pile="foundation"
      data-slot={slot}
      tabIndex={isTabStop.value ? 0 : -1}
    >
      {suitMark(suit, 'foundation__mark')}
      {/* The card under the top one, of the same deck's ids: a rank below, same suit. */}
      {card !== null && card % 13 > 0 && (
        <div class="foundation__under" aria-hidden="true">
          <PlayingCard card={card - 1} />
        </div>
      )}
      {card !== null && (
        <PlayingCard
          key={card}
          card={card}
          class={`${isLifted.value ? PILE_CLASS.lifted : ''} ${hinted.value === 'top-card' ? 'is-hinted' : ''}`}
        />
      )}
    </div>
  );
}
