import { i18n } from '#i18n';
import { type Move, type Position, placeOf } from '../engine';
import type { HintAnswer } from '../engine/hint-policy';
import type { GameStore } from '../state/game-store';
import type { SolverView } from '../state/solver-signals';
import { groupName } from './board-description';
import { cardName } from './names';
import './sheet-tokens.css';
import './toast.css';

/** Why there is no hint, when taking back the last move is the only way found. */
const NO_HINT_PAST_UNDO = {
  wins: 'hint.onlyUndoWins',
  found: 'hint.onlyUndoFound',
  progress: 'hint.onlyUndoProgress',
} as const;

/**
 * The hint in words, from where to where, so that a player who cannot see the highlight finds the
 * card: "Move 7 of hearts from column 2 to column 5.", with the cards on it as a move of them is
 * announced ("Move 7 of hearts and 2 cards…").
 * @param position the position the hint is for (it names the card's column, or its foundation
 *   for a take-back).
 * @param why with no move, why: no progress is left (proved), only taking back the last move wins
 *   (proved), or the only winning line (or line to progress) found starts with it.
 */
export function hintSentence(
  move: Move | null,
  position: Position,
  why: Omit<HintAnswer, 'move'> = {},
): string {
  if (move === null) {
    // Australian Patience has no face-down card: progress there is a card home or a card turned
    // from the stock onto the waste (docs/rules.md, U: Australian Patience).
    const hasStock = position.stock !== undefined;
    if (why.isNoProgressLeft) {
      return i18n.t(hasStock ? 'hint.noProgressLeftStock' : 'hint.noProgressLeft');
    }
    if (why.onlyUndo === 'progress' && hasStock) return i18n.t('hint.onlyUndoProgressStock');
    if (why.onlyUndo) return i18n.t(NO_HINT_PAST_UNDO[why.onlyUndo]);
    return i18n.t(hasStock ? 'hint.noneStock' : 'hint.none');
  }
  const card = cardName(move.card);
  const place = placeOf(position, move.card);
  if (place.pile === 'foundation') {
    return i18n.t('hint.fromFoundation', [card, String((move.to as number) + 1)]);
  }
  // Australian Patience: a turn, or the waste's top card (docs/rules.md, U).
  if (move.to === 'waste') return i18n.t('hint.turn');
  if (place.pile === 'waste') {
    return move.to === 'foundation'
      ? i18n.t('hint.wasteToFoundation', [card])
      : i18n.t('hint.wasteToColumn', [card, String(move.to + 1)]);
  }
  if (place.pile !== 'column') return i18n.t('hint.none');
  const from = String(place.column + 1);
  const named = inColumnName(position, card, move.card, place);
  if (move.to === 'foundation') return i18n.t('hint.toFoundation', [named, from]);
  // The group the move carries, named as its move is announced: "9 of clubs and 1 card".
  const cardsOnIt = position.columns[place.column].cards.length - 1 - place.index;
  return i18n.t('hint.toColumn', [
    groupName(move.card, cardsOnIt, named),
    from,
    String(move.to + 1),
  ]);
}

/**
 * The card's name, told from its twin: in Double Yukon the other deck's copy of it may lie face
 * up in the same column, where the name alone would fit both (docs/rules.md, D: Double Yukon).
 * Then it is "the upper one" (nearer the column's start) or "the lower one".
 */
function inColumnName(
  position: Position,
  name: string,
  card: number,
  place: { column: number; index: number },
): string {
  const { cards, faceDown } = position.columns[place.column];
  const twin = cards.findIndex(
    (other, index) => index >= faceDown && other !== card && cardName(other) === name,
  );
  if (twin < 0) return name;
  return i18n.t(twin > place.index ? 'hint.upperCard' : 'hint.lowerCard', [name]);
}

/** The hint shown, in words; nothing without one. It stays until the position changes. */
export function HintToast({ solver, game }: { solver: SolverView; game: GameStore }) {
  const hint = solver.hint.value;
  return hint ? (
    <p class="toast hint-toast" key={hint as object}>
      {/* The hint goes when the position changes: the position now is the hint's. */}
      {hintSentence(hint.move, game.current.peek().position, hint)}
    </p>
  ) : null;
}
