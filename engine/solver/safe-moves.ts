/**
 * Which foundation moves the solver plays without trying the alternatives, and when take-backs
 * can be ignored. Both keep the search exact; the arguments are below.
 */
import { rankOf as rankOfCard, suitOf as suitOfCard } from '../cards';
import type { Variant } from '../variants';
import { encodeMove as encodeMoveCode, TO_FOUNDATION as FOUNDATION } from './move-codes';
import type { SearchPosition } from './search-position';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const rankOf = rankOfCard;
const suitOf = suitOfCard;
const encodeMove = encodeMoveCode;
const TO_FOUNDATION = FOUNDATION;

/** Whether sending `card` (last in its column, next for its foundation) home can never hurt. */
export type SafeHomeRule = (foundations: Int32Array, card: number) => boolean;

/** Plays every foundation move `isSafe` allows until none is left; calls `played` per record. */
export function sendSafeCardsHome(
  state: SearchPosition,
  isSafe: SafeHomeRule,
  played: (record: number) => void,
): void {
  for (let sent = true; sent; ) {
    sent = false;
    for (let column = 0; column < 7; column++) {
      const card = state.lastCard(column);
      if (
        card >= 0 &&
        state.foundations[(card / 13) | 0] === card % 13 &&
        isSafe(state.foundations, card)
      ) {
        played(state.apply(encodeMove(card, TO_FOUNDATION)));
        sent = true;
      }
    }
  }
}

/**
 * The safe-foundation rule for a variant and rule set.
 *
 * Why it is exact: let P be a position where card c (rank r) is last in its column and next for
 * its foundation, and P' the same after sending c home. If no card that builds on c (in this
 * variant) can ever lie in the tableau again, nothing is ever put on c, so c stays the last card
 * of whichever column holds it. Any line of moves from P then plays from P' too: skip the moves
 * of c itself and carry every other group without c on top. Each skipped move leaves the other
 * columns' last cards as they are, c's own column never receives anything, a group only gets
 * smaller (so the 20-card limit still holds), an empty column in P is empty in P', and the card
 * under c is already face up in P'. So whatever P wins, P' wins: the move needs no alternative.
 *
 * "Can never lie in the tableau again": without take-backs, a card at home stays home. With
 * take-backs any card can come back, so only a card that nothing builds on at all qualifies.
 *
 * - Classic, no take-backs: the cards building on c are the two of rank r-1 in the other colour;
 *   safe when both those foundations are at r-1 or more. This is the first clause of Raymond's
 *   rule only: its rank-2 clause and its "r-2 / r-3" clause are not safe in Yukon, where a card
 *   of rank r-1 with a group on it can leave its column only by building on c (it cannot go home
 *   while covered), e.g. `AH` under `5S` moving onto `2S` to free a face-down card.
 * - Relaxed, no take-backs: every rank r-1 card builds on c; safe when all foundations are at
 *   r-1 or more.
 * - Russian: only the card of c's suit and rank r-1 builds on c, and it is home; always safe.
 *   With take-backs too, because in Russian they never help (see `takebacksCanHelp`).
 * - Alaska: the card of c's suit and rank r+1 also builds on c and is never home before c; only
 *   a King is safe, and only without take-backs (its Queen could come back onto it).
 * - With take-backs, in Classic and Relaxed: only Aces (nothing builds on an Ace there).
 */
export function safeHomeRule(variant: Variant, takebacks: boolean): SafeHomeRule {
  if (variant === 'S') return () => true;
  if (variant === 'A') return takebacks ? () => false : (_, card) => rankOf(card) === 13;
  if (takebacks) return (_, card) => rankOf(card) === 1;
  if (variant === 'R') {
    return (foundations, card) => {
      const below = rankOf(card) - 1;
      return (
        foundations[0] >= below &&
        foundations[1] >= below &&
        foundations[2] >= below &&
        foundations[3] >= below
      );
    };
  }
  return (foundations, card) => {
    const below = rankOf(card) - 1;
    // Suits S H D C: the other colour of a black suit (0, 3) is 1 and 2, and the reverse.
    const isBlack = suitOf(card) % 3 === 0;
    return isBlack
      ? foundations[1] >= below && foundations[2] >= below
      : foundations[0] >= below && foundations[3] >= below;
  };
}

/**
 * A foundation rule that is NOT exact, for searches that only look for wins (prioritised.ts):
 * KPatience's automove rule. A card goes home when it is an Ace or a 2, or when the safe rule
 * says so, or (Classic) when both other-colour foundations are at rank-2 or more and the other
 * suit of its colour at rank-3 or more (Raymond's rule). safe-moves.ts, `safeHomeRule`, shows a
 * position where this loses a win, so a search using it proves nothing when it runs dry; the
 * lines it finds are legal and win all the same.
 */
export function eagerHomeRule(variant: Variant, takebacks: boolean): SafeHomeRule {
  const safe = safeHomeRule(variant, takebacks);
  return (foundations, card) => {
    const rank = rankOf(card);
    if (rank <= 2 || safe(foundations, card)) return true;
    if (variant !== 'C') return false;
    const suit = suitOf(card);
    const isBlack = suit % 3 === 0;
    const [first, second] = isBlack ? [1, 2] : [0, 3];
    const sameColour = 3 - suit;
    return (
      foundations[first] >= rank - 2 &&
      foundations[second] >= rank - 2 &&
      foundations[sameColour] >= rank - 3
    );
  };
}

/**
 * Whether take-backs (docs/rules.md, Moves 3) can ever matter to winning in a variant.
 *
 * In Russian they cannot. A card t taken back can only receive the card of its suit one rank
 * lower, which was home when t came back, so it is itself a taken-back card: taken-back cards
 * only ever lie under other taken-back cards, at the top of their columns, never on a face-down
 * card, and no other card ever builds on one. Drop every take-back from a winning line, leave
 * those cards home, and skip their moves: every other move still finds the same last card on
 * its destination, groups only shrink, and the line still ends with all 52 cards home.
 *
 * In the other variants a taken-back card can receive cards that never left the tableau
 * (e.g. Classic: `4H` taken back onto `5S` takes a `3C` with its group), so they can matter.
 */
export function takebacksCanHelp(variant: Variant): boolean {
  return variant !== 'S';
}
