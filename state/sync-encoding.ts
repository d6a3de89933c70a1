/**
 * The compact text form of a game for `storage.sync`, whose items are small: deal code,
 * position, score, counters and time in one short string; the moves to redo beside it
 * (`encodeMoves`). The undo history stays in `storage.local`.
 *
 * `YU1-C-AAAAAAB|<score>|<moves>|<takebacks>|<elapsedMs>|<foundations>|<columns>[|<stock>|<waste>]`
 * - foundations: four base-14 digits `0`..`d`, the top rank per suit S H D C (eight, per slot, in
 *   Double Yukon);
 * - columns: seven (ten in Double Yukon) `<faceDown digit><cards>` joined by `.`, one letter per
 *   card (id 0..25 is `A`..`Z`, 26..51 is `a`..`z`), bottom to top. Double Yukon's two copies of
 *   a card are written alike and read back as the first deck's id first: they are equal for every
 *   rule (docs/rules.md, D: Double Yukon);
 * - Australian Patience only: the stock and the waste, bottom to top, in the same letters.
 * Its length does not grow with the moves played: at most 13 + 6 + 4 + 4 + 16 + 8 + 104 + 10 + 9
 * + 8 separators = 182 characters, all ASCII (so as many bytes).
 */
import { type Game, type Move, type Position, parseDealCode, statusOf } from '../engine';
import { hasPlausibleCounters, isSoundGame } from '../engine/soundness';
import { StoredValueError } from './schemas';

const CARD_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANK_DIGITS = '0123456789abcd';
const ENCODED_GAME =
  /^(YU1-[CRSADU]-[A-Z]{7})\|(\d{1,6})\|(\d{1,4})\|(\d{1,4})\|(\d{1,16})\|([0-9a-d]{4}|[0-9a-d]{8})\|([0-8][A-Za-z]*(?:\.[0-8][A-Za-z]*){6}(?:(?:\.[0-8][A-Za-z]*){3})?)(?:\|([A-Za-z]*)\|([A-Za-z]*))?$/;

const DESTINATION_DIGITS = '0123456789';

/** Writes cards as letters; both copies of a Double Yukon card alike. */
const lettersOf = (cards: number[]) => cards.map((card) => CARD_LETTERS[card % 52]).join('');

/** A game as another browser picks it up: the game (with an empty undo history) and its time. */
export interface SyncedPlay {
  game: Game;
  /** Time played so far, ms. */
  elapsedMs: number;
}

/** Writes a game and its time (ms) in the compact form above; the undo history is left out. */
export function encodeGame(game: Game, elapsedMs: number): string {
  const foundations = game.position.foundations.map((rank) => RANK_DIGITS[rank]).join('');
  const { stock, waste } = game.position;
  const columns = game.position.columns
    .map(({ cards, faceDown }) => faceDown + lettersOf(cards))
    .join('.');
  const piles = stock && waste ? [lettersOf(stock), lettersOf(waste)] : [];
  return [
    game.code,
    game.score,
    game.moves,
    game.takebacks,
    Math.round(elapsedMs),
    foundations,
    columns,
    ...piles,
  ].join('|');
}

/**
 * Reads the compact form back. The status follows from the cards and the move counter
 * (the engine's `statusOf`, docs/rules.md, End of the game).
 * @throws StoredValueError when the text is not a game in this form, or its cards, score and
 *   counters cannot belong together (the engine's `hasPlausibleCounters` and `isSoundGame`).
 */
export function decodeGame(text: string): SyncedPlay {
  const match = ENCODED_GAME.exec(text);
  if (!match) throw new StoredValueError('synced game: not in the compact game form');
  const [, code, score, moves, takebacks, elapsedMs, foundations, columns, stock, waste] = match;
  const { variant } = parseDealCode(code);
  // A card read a second time is the second deck's copy (Double Yukon); soundness checks the rest.
  const isRead = new Set<number>();
  const cardsOf = (letters: string) =>
    [...letters].map((letter) => {
      const card = CARD_LETTERS.indexOf(letter);
      const id = isRead.has(card) ? card + 52 : card;
      isRead.add(id);
      return id;
    });
  const position: Position = {
    foundations: [...foundations].map((digit) => RANK_DIGITS.indexOf(digit)),
    columns: columns.split('.').map((column) => ({
      faceDown: Number(column[0]),
      cards: cardsOf(column.slice(1)),
    })),
  };
  if (stock !== undefined && waste !== undefined) {
    position.stock = cardsOf(stock);
    position.waste = cardsOf(waste);
  }
  const game: Game = {
    code,
    variant,
    position,
    score: Number(score),
    moves: Number(moves),
    takebacks: Number(takebacks),
    status: statusOf(position, Number(moves)),
    history: [],
  };
  if (!hasPlausibleCounters(game) || !isSoundGame(game)) {
    throw new StoredValueError('synced game: its cards, score and counters do not belong together');
  }
  return { game, elapsedMs: Number(elapsedMs) };
}

/**
 * Writes the moves to redo (`Game.toRedo`, docs/rules.md, Undo) as two characters each, the next
 * to redo last: the card's letter, then its column digit `0`..`9`, `f` for its foundation or `w`
 * for the waste; at most 2 x 100 characters.
 */
export function encodeMoves(moves: readonly Move[]): string {
  return moves
    .map(({ card, to }) => {
      const place = to === 'foundation' ? 'f' : to === 'waste' ? 'w' : DESTINATION_DIGITS[to];
      return CARD_LETTERS[card % 52] + place;
    })
    .join('');
}

/**
 * Gives a synced game its moves to redo, read back from `encodeMoves`, when they play from its
 * position (the engine's `isSoundGame`); otherwise the game as it is, with none: moves that do not
 * fit (a Double Yukon copy read back as the other one) are dropped, never the game.
 */
export function withMovesToRedo(game: Game, text: string | undefined): Game {
  if (!text || !/^(?:[A-Za-z][0-9fw])+$/.test(text)) return game;
  const toRedo: Move[] = [];
  for (let index = 0; index < text.length; index += 2) {
    const card = CARD_LETTERS.indexOf(text[index]);
    const place = text[index + 1];
    const to = place === 'f' ? 'foundation' : place === 'w' ? 'waste' : Number(place);
    toRedo.push({ card, to });
  }
  const redoable = { ...game, toRedo };
  return isSoundGame(redoable) ? redoable : game;
}
