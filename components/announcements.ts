/**
 * What the board says to a screen reader of the game's events: each move in words, undo, redo,
 * the end of a game, all through i18n. The announcer loads this after the page's first paint and
 * says what happened before then once it has (Announcer.tsx; docs/speed.md, Weight).
 */
import { i18n } from '#i18n';
import { changeBetween } from '../state/arrival';
import { dailyDateOf } from '../state/daily-deal';
import type { GameEvent, MoveEvent, UndoEvent } from '../state/game-events';
import { groupName } from './board-description';
import { cardName, VARIANT_WORDS } from './names';

/** `text` with the score after it, unless the player hid the score (docs/rules.md, Score, moves and time). */
function scored(text: string, score: number, isScoreShown: boolean): string {
  return isScoreShown ? i18n.t('announce.withScore', [text, i18n.number(score)]) : text;
}

/**
 * A move in words, with the end of the game it reached. A win made on this page says "You won!"
 * alone: the Won dialog that follows says the rest (all the cards home), which was heard twice.
 */
function moveText(
  { game, cards, to, turnedUp }: MoveEvent,
  isScoreShown: boolean,
  isHere = true,
): string {
  const group = groupName(cards[0], cards.length - 1);
  let moved: string;
  if (to === 'foundation') moved = i18n.t('announce.toFoundation', [group]);
  else if (to === 'waste') moved = i18n.t('announce.toWaste', [group]);
  else moved = i18n.t('announce.toColumn', [group, String(to + 1)]);
  const text = scored(
    turnedUp === null ? moved : i18n.t('announce.moveTurnedUp', [moved, cardName(turnedUp)]),
    game.score,
    isScoreShown,
  );
  if (game.status === 'won') {
    if (isHere) return i18n.t('announce.wonHere', [text]);
    // Double Yukon has 104 cards (docs/rules.md, D: Double Yukon).
    return game.variant === 'D'
      ? i18n.t('announce.wonDouble', [text])
      : i18n.t('announce.won', [text]);
  }
  if (game.status === 'move-limit') return i18n.t('announce.moveLimit', [text]);
  return text;
}

function undoText(event: UndoEvent, isScoreShown: boolean): string {
  return scored(undoneText(event), event.game.score, isScoreShown);
}

function undoneText({ cards, to, turnedDown }: UndoEvent): string {
  const group = groupName(cards[0], cards.length - 1);
  if (to === 'foundation') return i18n.t('announce.undoneToFoundation', [group]);
  if (to === 'waste') return i18n.t('announce.undoneToWaste', [group]);
  if (to === 'stock') return i18n.t('announce.undoneToStock', [group]);
  const column = String(to + 1);
  if (turnedDown === null) return i18n.t('announce.undoneToColumn', [group, column]);
  // The card the move turned up lies face down again, under the group (docs/rules.md, Undo).
  return i18n.t('announce.undoneTurnedDown', [group, column, cardName(turnedDown)]);
}

/**
 * The sentence for an event of the game store: a move ("7 of hearts to column 5; 9 of spades
 * turned up; score 15", with the end of the game when it ended), an undo, a redo (the move it
 * plays again, "Redone: …"), a new deal. The score is left out when the player hid it.
 * @param dealtAt when the game shown was dealt (ms since the epoch): a deal is said as the daily
 *   deal when it is that day's.
 * @returns null for a game from another page that is no single one of these (several moves on).
 */
export function announcementOf(
  event: GameEvent,
  isScoreShown = true,
  dealtAt?: number,
): string | null {
  switch (event.type) {
    case 'move':
      return moveText(event, isScoreShown);
    case 'redo':
      return i18n.t('announce.redone', [moveText({ ...event, type: 'move' }, isScoreShown)]);
    case 'undo':
      return undoText(event, isScoreShown);
    case 'deal':
      // The daily deal is said as such, as the game bar marks it (docs/rules.md, Deal codes).
      return i18n.t(
        dailyDateOf(event.game, dealtAt) === null ? 'announce.newGame' : 'announce.newDailyGame',
        [VARIANT_WORDS[event.game.variant].name(), event.game.code],
      );
    case 'arrived': {
      // Won on another page, this one shows a quiet note, not the Won dialog: all is said here.
      const change = changeBetween(event.before, event.game);
      if (change?.type === 'move') return moveText(change, isScoreShown, false);
      return change && announcementOf(change, isScoreShown, dealtAt);
    }
  }
}
