import { i18n } from '#i18n';
import {
  type Card,
  cardOf,
  type Game,
  type Position,
  rankOf,
  slotsOfSuit,
  suitOf,
  type Variant,
} from '../engine';
import type { Notice } from '../state/play';
import { cardName } from './names';
import { sentence } from './sentence';
import './sheet-tokens.css';
import './toast.css';

/** The refusal of a group that does not fit, by the variant's building rule. */
const DOES_NOT_FIT: Record<Variant, () => string> = {
  C: () => i18n.t('refusal.doesNotFitClassic'),
  R: () => i18n.t('refusal.doesNotFitRelaxed'),
  S: () => i18n.t('refusal.doesNotFitRussian'),
  A: () => i18n.t('refusal.doesNotFitAlaska'),
  // Double Yukon builds as Classic, Australian Patience as Russian Solitaire (docs/rules.md, Moves).
  D: () => i18n.t('refusal.doesNotFitClassic'),
  U: () => i18n.t('refusal.doesNotFitRussian'),
};

/**
 * The one short sentence naming the rule behind a refused move (docs/rules.md, Refusal reasons).
 * @param card the card a foundation refused: the sentence then names the card it needs on its
 *   foundation first, the same suit's next lower rank (docs/rules.md, Moves 2).
 * @param position the position refused in: in Double Yukon, where a copy of the card needed is
 *   home already, on the suit's other slot, the sentence says the refused card waits for the
 *   other copy (docs/rules.md, D: Double Yukon).
 */
export function refusalSentence(
  notice: Notice,
  variant: Variant,
  card?: Card,
  position?: Position,
): string {
  if (notice === 'foundation-order' && card !== undefined && rankOf(card) > 1) {
    const needed = cardOf(suitOf(card), rankOf(card) - 1);
    // With one deck the card needed is never home while the next is refused: only Double
    // Yukon's second slot of the suit can hold a copy of it.
    const isOtherCopy =
      position !== undefined &&
      slotsOfSuit(position, suitOf(card)).some(
        (slot) => position.foundations[slot] >= rankOf(needed),
      );
    return sentence(
      i18n.t(isOtherCopy ? 'refusal.foundationNeedsOther' : 'refusal.foundationNeeds', [
        cardName(card),
        cardName(needed),
      ]),
    );
  }
  switch (notice) {
    case 'face-down':
      return i18n.t('refusal.faceDown');
    case 'not-last-card':
      return i18n.t('refusal.notLastCard');
    case 'foundation-order':
      return i18n.t('refusal.foundationOrder');
    case 'empty-needs-king':
      return i18n.t('refusal.emptyNeedsKing');
    case 'does-not-fit':
      return DOES_NOT_FIT[variant]();
    case 'group-too-large':
      return i18n.t('refusal.groupTooLarge');
    case 'same-pile':
      return i18n.t('refusal.samePile');
    case 'not-available':
      return i18n.t('refusal.notAvailable');
    case 'game-over':
      return i18n.t('refusal.gameOver');
    case 'no-column':
      return i18n.t('refusal.noColumn');
    case 'stock-empty':
      return i18n.t('refusal.stockEmpty');
  }
}

/**
 * The refusal toast's sentence (RefusalToast.tsx), which loads after the page's first paint
 * (docs/speed.md, Weight): until then the toast's live region stands empty, and a refusal made
 * meanwhile shows once this has loaded.
 */
export function RefusalWords({
  notice,
  current,
  card,
}: {
  notice: Notice;
  /** The game the move was refused in: its variant and position. */
  current: Game;
  card?: Card;
}) {
  return <p class="toast">{refusalSentence(notice, current.variant, card, current.position)}</p>;
}
