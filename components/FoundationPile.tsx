import { type ReadonlySignal, useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import { cardOf, suitOf } from '../engine';
import { cardName, pileName } from './names';
import { PlayingCard } from './PlayingCard';
import { PILE_CLASS, type PileView } from './pile-view';
import { suitMark } from './suit-mark';
import './FoundationPile.css';

interface FoundationPileProps {
  /** Suit index 0..3 (S, H, D, C). */
  suit: number;
  /** The rank of the top card, 0 when empty. */
  rank: ReadonlySignal<number>;
  /** What piles read of the board; a hint lights this slot up, or its top card for a take-back. */
  view: PileView;
}

/**
 * One foundation slot. Its top card can be dragged back (take-back); the card under it is drawn
 * so that it shows while the top one is lifted. A drop on any slot means "to its own foundation",
 * so the slot of the lifted card's suit is the one that lights up.
 */
export function FoundationPile({ suit, rank, view }: FoundationPileProps) {
  const { lift, targets, over, hint, spot } = view;
  const isOwnSuit = useComputed(() => lift.value !== null && suitOf(lift.value.card) === suit);
  const isTarget = useComputed(() => isOwnSuit.value && targets.value.includes('foundation'));
  const isOver = useComputed(() => isOwnSuit.value && over.value === 'foundation');
  const isLifted = useComputed(() => isOwnSuit.value && lift.value?.from === 'foundation');
  const hinted = useComputed(() => {
    const move = hint.value;
    if (move === null || suitOf(move.card) !== suit) return null;
    if (move.to === 'foundation') return 'target';
    return move.card === cardOf(suit, rank.value) ? 'top-card' : null;
  });
  const isTabStop = useComputed(() => 'suit' in spot.value && spot.value.suit === suit);
  const top = rank.value;
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
      aria-label={pileName('foundation', suit)}
      // What lies on it, read with the focused slot: inside the board (an application) a screen
      // reader reads what has the focus, not the card inside it.
      aria-description={
        top > 0 ? i18n.t('pile.top', [cardName(cardOf(suit, top))]) : i18n.t('pile.empty')
      }
      data-pile="foundation"
      tabIndex={isTabStop.value ? 0 : -1}
    >
      {suitMark(suit, 'foundation__mark')}
      {top > 1 && (
        <div class="foundation__under" aria-hidden="true">
          <PlayingCard card={cardOf(suit, top - 1)} />
        </div>
      )}
      {top > 0 && (
        <PlayingCard
          key={top}
          card={cardOf(suit, top)}
          class={`${isLifted.value ? PILE_CLASS.lifted : ''} ${hinted.value === 'top-card' ? 'is-hinted' : ''}`}
        />
      )}
    </div>
  );
}
