/**
 * A position in the compact, mutable form the solver searches: typed arrays, moves applied and
 * taken back in place, and an exact key that ignores the order of the columns.
 *
 * The key says, for every card, what lies directly under it: another card, the table (the card
 * is the bottom of its column) or its foundation; plus how many face-down cards each column
 * holds. Two positions have the same key exactly when one is the other with its columns
 * reordered, and the order of the columns never changes what can be won (every rule of
 * docs/rules.md, Moves, treats the seven columns alike). Face-down cards never move
 * (docs/rules.md, Moves 5), so a
 * column with face-down cards keeps its index and its face-down count is stored under it.
 */
import { KING as KING_RANK, rankOf as rankOfCard, suitOf as suitOfCard } from '../cards';
import type { Position } from '../position';
import type { RuleOptions } from '../rules';
import { positionFault } from '../soundness';
import { canBuildOn, type Variant } from '../variants';
import * as moveCodes from './move-codes';

// The bench and the `yukon` command run this file through tsx, which reads imported names
// through getters: in the search's inner loops that cost nearly half the time, so the
// names used there are copied once into local constants.
const KING = KING_RANK;
const rankOf = rankOfCard;
const suitOf = suitOfCard;
const {
  cardOf,
  destinationOf,
  encodeMove,
  encodeRecord,
  isToFoundation,
  isTurnedUp,
  sourceIndexOf,
  sourceOf,
  TO_FOUNDATION,
} = moveCodes;

/** "What lies under this card" when it is the bottom card of a column. */
export const ON_TABLE = 52;
/** "What lies under this card" when it is on its foundation. */
export const HOME = 53;
/** The key's length in 32-bit words: 52 six-bit "under" codes, then the face-down counts. */
export const KEY_WORDS = 11;

const COLUMNS = 7;
const SLOTS = 52;
/** Face-down counts are stored as one base-7 number in the key's last 20 bits. */
const MAX_FACE_DOWN = 6;
const FACE_DOWN_SHIFT = 12;
const POWERS_OF_SEVEN = [1, 7, 49, 343, 2401, 16807, 117649];
/** `hasCardNeverHome`'s events: a card newly marked may-be-last, may-go-home, may-leave. */
const LAST_EVENT = 0;
const HOME_EVENT = 1;
const LEAVES_EVENT = 2;

/** Per card, the cards it builds on in a variant (docs/rules.md, Moves: the building rule). */
function buildTargets(variant: Variant): number[][] {
  return Array.from({ length: 52 }, (_, card) =>
    Array.from({ length: 52 }, (_, target) => target).filter(
      (target) => target !== card && canBuildOn(variant, card, target),
    ),
  );
}

const TARGETS: Record<Variant, number[][]> = {
  C: buildTargets('C'),
  R: buildTargets('R'),
  S: buildTargets('S'),
  A: buildTargets('A'),
  D: buildTargets('D'),
  U: buildTargets('U'),
};

/** Per card the cards that build on it: the inverse of `buildTargets`. */
function buildersOf(targets: number[][]): number[][] {
  const builders: number[][] = Array.from({ length: 52 }, () => []);
  targets.forEach((cards, card) => {
    for (const target of cards) builders[target].push(card);
  });
  return builders;
}

const BUILDERS: Record<Variant, number[][]> = {
  C: buildersOf(TARGETS.C),
  R: buildersOf(TARGETS.R),
  S: buildersOf(TARGETS.S),
  A: buildersOf(TARGETS.A),
  D: buildersOf(TARGETS.D),
  U: buildersOf(TARGETS.U),
};

/**
 * The searched position. Columns keep their indices (0..6 = columns 1..7) so that moves read as
 * the player's moves; only the key forgets the order.
 */
export class SearchPosition {
  readonly variant: Variant;
  readonly takebacks: boolean;
  readonly groupLimit: number;
  /** Cards of column c at `c * 52 + index`, bottom first. */
  readonly piles = new Uint8Array(COLUMNS * SLOTS);
  readonly lengths = new Int32Array(COLUMNS);
  readonly faceDown = new Int32Array(COLUMNS);
  /** Per suit the rank of the foundation's top card, 0 when empty. */
  readonly foundations = new Int32Array(4);
  /** Per card its column, or -1 when it is home. */
  readonly columnOf = new Int8Array(52);
  /** Per card its index in its column. */
  readonly indexOf = new Uint8Array(52);
  /** The exact key (see the file's comment). */
  readonly key = new Uint32Array(KEY_WORDS);
  cardsHome = 0;
  faceDownTotal = 0;
  private readonly targets: number[][];
  /** Per card the cards that build on it (the inverse of `targets`). */
  private readonly builders: number[][];
  /** Per written move its place in the column-by-column order (see `writeMoves`). */
  private readonly order = new Int32Array(512);
  /** Per column with face-down cards at the start, its bottom card (to rebuild from a key). */
  private readonly bottoms = new Int8Array(COLUMNS).fill(-1);
  /** Per card, for `hasCardNeverHome`: may it ever leave the card under it, be last, go home. */
  private readonly mayLeave = new Uint8Array(52);
  private readonly mayBeLast = new Uint8Array(52);
  private readonly mayGoHome = new Uint8Array(52);
  /** For `hasCardNeverHome`: marks still to follow up (`kind << 6 | card`), at most 3 per card. */
  private readonly events = new Int32Array(3 * 52);
  private eventCount = 0;
  /** For `hasCardNeverHome`: cards waiting for a card between them and a target to leave. */
  private readonly waiting = new Int8Array(52);
  private waitingCount = 0;
  private homeCount = 0;
  private mayEmpty = false;
  /** Per card the card lying on it, while a key is read. */
  private readonly scratch = new Int8Array(52);

  /**
   * @throws RangeError when the position is not sound (`positionFault`) or a column holds more
   *   than 6 face-down cards, the most the key can store (docs/rules.md, The layout).
   */
  constructor(variant: Variant, position: Position, options: RuleOptions) {
    this.variant = variant;
    this.takebacks = options.takebacks;
    this.groupLimit = options.groupLimit;
    this.targets = TARGETS[variant];
    this.builders = BUILDERS[variant];
    this.load(position);
    for (let column = 0; column < COLUMNS; column++) {
      if (this.faceDown[column] > 0) this.bottoms[column] = this.piles[column * SLOTS];
    }
  }

  private load(position: Position): void {
    const fault = positionFault(position);
    if (fault) throw new RangeError(fault);
    // Its typed arrays hold the Yukon layout: seven columns, 52 cards, no stock.
    if (position.columns.length !== COLUMNS || position.stock) {
      throw new RangeError(
        `The compact search holds the Yukon layout only, not variant ${this.variant}.`,
      );
    }
    this.key.fill(0);
    this.faceDown.fill(0);
    this.cardsHome = 0;
    this.faceDownTotal = 0;
    for (let suit = 0; suit < 4; suit++) {
      const top = position.foundations[suit];
      this.foundations[suit] = top;
      this.cardsHome += top;
      for (let rank = 1; rank <= top; rank++) {
        const card = suit * 13 + rank - 1;
        this.columnOf[card] = -1;
        this.setUnder(card, HOME);
      }
    }
    position.columns.forEach(({ cards, faceDown }, column) => {
      if (faceDown > MAX_FACE_DOWN) {
        throw new RangeError(
          `Column ${column + 1}: ${faceDown} face-down cards under ${cards.length}.`,
        );
      }
      cards.forEach((card, index) => {
        this.piles[column * SLOTS + index] = card;
        this.columnOf[card] = column;
        this.indexOf[card] = index;
        this.setUnder(card, index === 0 ? ON_TABLE : cards[index - 1]);
      });
      this.lengths[column] = cards.length;
      this.setFaceDown(column, faceDown);
    });
  }

  private setUnder(card: number, under: number): void {
    const word = (card / 5) | 0;
    const shift = (card % 5) * 6;
    this.key[word] = (this.key[word] & ~(63 << shift)) | (under << shift);
  }

  private setFaceDown(column: number, count: number): void {
    const word = KEY_WORDS - 1;
    const change = (count - this.faceDown[column]) * POWERS_OF_SEVEN[column];
    this.key[word] += change << FACE_DOWN_SHIFT;
    this.faceDownTotal += count - this.faceDown[column];
    this.faceDown[column] = count;
  }

  /** The last card of a column, or -1 when it is empty. */
  lastCard(column: number): number {
    const length = this.lengths[column];
    return length === 0 ? -1 : this.piles[column * SLOTS + length - 1];
  }

  /** Whether a card lies last in its column (and so may be sent home or built on). */
  isLast(card: number): boolean {
    const column = this.columnOf[card];
    return column >= 0 && this.indexOf[card] === this.lengths[column] - 1;
  }

  /** The first empty column, or -1. All empty columns are alike, so moves use only this one. */
  firstEmptyColumn(): number {
    for (let column = 0; column < COLUMNS; column++) if (this.lengths[column] === 0) return column;
    return -1;
  }

  /**
   * Plays an encoded move known to be legal (docs/rules.md, Moves 1-4) and returns what `undo`
   * needs: its record (move-codes.ts).
   */
  apply(move: number): number {
    const card = cardOf(move);
    const destination = destinationOf(move);
    const suit = suitOf(card);
    const from = this.columnOf[card];
    if (from < 0) {
      this.foundations[suit]--;
      this.cardsHome--;
      this.place(card, destination);
      return encodeRecord(move, TO_FOUNDATION, 0, false);
    }
    const index = this.indexOf[card];
    if (destination === TO_FOUNDATION) {
      this.foundations[suit]++;
      this.cardsHome++;
      this.lengths[from]--;
      this.columnOf[card] = -1;
      this.setUnder(card, HOME);
    } else {
      this.moveGroup(from, index, destination);
    }
    const turnsUp = index > 0 && index === this.faceDown[from];
    if (turnsUp) this.setFaceDown(from, index - 1);
    return encodeRecord(move, from, index, turnsUp);
  }

  /** Takes back a move played by `apply`, given what it returned. */
  undo(record: number): void {
    const card = cardOf(record);
    const destination = destinationOf(record);
    const from = sourceOf(record);
    const index = sourceIndexOf(record);
    const suit = suitOf(card);
    if (from === TO_FOUNDATION) {
      this.lengths[destination]--;
      this.columnOf[card] = -1;
      this.setUnder(card, HOME);
      this.foundations[suit]++;
      this.cardsHome++;
      return;
    }
    if (isTurnedUp(record)) this.setFaceDown(from, index);
    if (destination === TO_FOUNDATION) {
      this.foundations[suit]--;
      this.cardsHome--;
      this.place(card, from);
    } else {
      this.moveGroup(destination, this.indexOf[card], from);
    }
  }

  /** Puts a single card last on a column. */
  private place(card: number, column: number): void {
    const length = this.lengths[column];
    this.setUnder(card, length === 0 ? ON_TABLE : this.piles[column * SLOTS + length - 1]);
    this.piles[column * SLOTS + length] = card;
    this.columnOf[card] = column;
    this.indexOf[card] = length;
    this.lengths[column] = length + 1;
  }

  /** Moves the cards of column `from` from `index` up onto column `to`, keeping their order. */
  private moveGroup(from: number, index: number, to: number): void {
    const fromBase = from * SLOTS;
    const end = this.lengths[from];
    this.place(this.piles[fromBase + index], to);
    let length = this.lengths[to];
    const toBase = to * SLOTS;
    for (let i = index + 1; i < end; i++) {
      const card = this.piles[fromBase + i];
      this.piles[toBase + length] = card;
      this.columnOf[card] = to;
      this.indexOf[card] = length++;
    }
    this.lengths[to] = length;
    this.lengths[from] = index;
  }

  /**
   * Writes the legal moves (docs/rules.md, Moves 1-3, under this position's rule options) into
   * `out` from `offset`, leaving out only moves whose result is this position with its columns
   * reordered (a King that is the bottom card of its column going to an empty column) and moves
   * to empty columns other than the first (they give the same key). Take-backs of an Ace are left
   * out only where `acesStayHome` holds: the safe rule would send the Ace straight back.
   * @returns how many moves were written.
   */
  writeMoves(out: Int32Array, offset: number, acesStayHome: boolean): number {
    // Walks the seven last cards and the cards that build on each (at most 4), not every face-up
    // card and its targets: far fewer pairs to look at (docs/winnability.md).
    let count = 0;
    const empty = this.firstEmptyColumn();
    const order = this.order;
    const { columnOf, indexOf, lengths, faceDown, piles, groupLimit } = this;
    for (let to = 0; to < COLUMNS; to++) {
      const length = lengths[to];
      if (length === 0) continue;
      const last = piles[to * SLOTS + length - 1];
      if (this.foundations[suitOf(last)] === rankOf(last) - 1) {
        order[count] = ((to * SLOTS + length - 1) << 6) | 0;
        out[offset + count++] = encodeMove(last, TO_FOUNDATION);
      }
      for (const card of this.builders[last]) {
        const from = columnOf[card];
        if (from < 0 || from === to) continue;
        const index = indexOf[card];
        if (index < faceDown[from] || index < lengths[from] - groupLimit) continue;
        order[count] = ((from * SLOTS + index) << 6) | (1 + last);
        out[offset + count++] = encodeMove(card, to);
      }
    }
    if (empty >= 0) {
      for (let suit = 0; suit < 4; suit++) {
        const king = suit * 13 + KING - 1;
        const from = columnOf[king];
        if (from < 0) continue;
        const index = indexOf[king];
        if (index === 0 || index < faceDown[from] || index < lengths[from] - groupLimit) continue;
        order[count] = ((from * SLOTS + index) << 6) | 63;
        out[offset + count++] = encodeMove(king, empty);
      }
    }
    // Back into the order of a walk over the moving cards, column by column from the bottom:
    // per card its foundation move, then its targets in card order, then an empty column. The
    // searches try equal moves in this order, so it decides which line they find first.
    for (let i = 1; i < count; i++) {
      const key = order[i];
      const move = out[offset + i];
      let j = i;
      while (j > 0 && order[j - 1] > key) {
        order[j] = order[j - 1];
        out[offset + j] = out[offset + j - 1];
        j--;
      }
      order[j] = key;
      out[offset + j] = move;
    }
    if (this.takebacks) count += this.writeTakebacks(out, offset + count, empty, acesStayHome);
    return count;
  }

  private writeTakebacks(
    out: Int32Array,
    offset: number,
    empty: number,
    acesStayHome: boolean,
  ): number {
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
      const rank = this.foundations[suit];
      if (rank === 0 || (rank === 1 && acesStayHome)) continue;
      const card = suit * 13 + rank - 1;
      for (const target of this.targets[card]) {
        if (this.isLast(target)) out[offset + count++] = encodeMove(card, this.columnOf[target]);
      }
      if (rank === KING && empty >= 0) out[offset + count++] = encodeMove(card, empty);
    }
    return count;
  }

  /**
   * Whether the move of `record` (an `apply` record of a move to a column) can be played straight
   * back: its card left a face-up card it builds on (docs/rules.md, Moves 1), so that card is now
   * last and the same group may go back onto it. Nothing was turned up or sent home.
   * Then the position reached and the one it came from reach the same positions and are won or
   * lost alike, so the searches need not test it with `isProvedLost` when the one before passed,
   * which saves much of their time on lost deals (docs/winnability.md).
   */
  isReversible(record: number): boolean {
    const from = sourceOf(record);
    const index = sourceIndexOf(record);
    if (from === TO_FOUNDATION || isToFoundation(record) || index === 0) return false;
    // A card turned up was the card under the moved one (it lay face down).
    if (isTurnedUp(record)) return false;
    return this.targets[cardOf(record)].includes(this.piles[from * SLOTS + index - 1]);
  }

  /**
   * Whether the position is proved lost: `hasCardNeverHome`, which contains `isStuck`. Asking
   * the cheaper `isStuck` first does not pay: it almost never answers alone, and then the test
   * costs both (docs/winnability.md). The searches drop such positions.
   */
  isProvedLost(): boolean {
    return this.hasCardNeverHome();
  }

  /**
   * Whether some face-down card can provably never be turned up, so the position is lost.
   * Every card lying on a face-down card (that card itself perhaps face down) must leave it
   * before that card turns up: either home, which needs the lower cards of its suit home first,
   * or by building on a target card as the bottom of a group (docs/rules.md, Moves 1-2). It can do
   * neither when a lower card of its suit lies under it in the same column and each card it
   * builds on is home for good (no take-backs) or lies under it too. Kings are assumed able to
   * find an empty column.
   */
  isStuck(): boolean {
    for (let column = 0; column < COLUMNS; column++) {
      const faceDown = this.faceDown[column];
      const base = column * SLOTS;
      for (let index = 1; index <= faceDown; index++) {
        if (!this.canLeave(this.piles[base + index], column, index)) return true;
      }
    }
    return false;
  }

  private canLeave(card: number, column: number, index: number): boolean {
    if (rankOf(card) === KING) return true;
    for (const target of this.targets[card]) {
      const at = this.columnOf[target];
      if (at < 0 ? this.takebacks : at !== column || this.indexOf[target] > index) return true;
    }
    const base = column * SLOTS;
    for (let below = 0; below < index; below++) {
      const other = this.piles[base + below];
      if (suitOf(other) === suitOf(card) && rankOf(other) < rankOf(card)) return false;
    }
    return true;
  }

  /**
   * Whether some card can provably never go home, so the position is lost: a stronger test than
   * `isStuck`, which it contains (a card on face-down cards that only cards under it could take).
   *
   * It works out, for each card, three things that may ever happen from here, and whether a
   * column may ever be empty, and leaves false only what provably never happens:
   * - `mayBeLast[c]`: c is last in its column: it is now, or the card now lying on c leaves it.
   *   (Nothing else can lie on c before that card has left, so c's first time last is then; a
   *   face-down card is turned up at that moment too.)
   * - `mayGoHome[c]`: c is home, or c may be last and the card under it in its suit may go home.
   * - `mayLeave[c]`: c, face up (now, or once the card on it leaves), leaves the card it lies on
   *   now: home; or, a King, to an empty column (`mayEmpty`); or as the bottom of a group onto
   *   a card t it builds on (docs/rules.md, Moves 1), which needs t last in another column at that
   *   moment. With take-backs a card at home may come back, so it counts as a t. A t in
   *   c's own column must first be parted from c, and only a card leaving the card under it
   *   parts two cards of a column: for t under c, a card between them (cards are only ever laid
   *   on a last card, so until then the cards between are the ones there now); for t above c, a
   *   card above c up to t itself.
   * - `mayEmpty`: a column is empty: one is now, or the bottom card of a column, face up (now,
   *   or once the cards on it leave), leaves the table home or onto a t as above. Only Kings are
   *   laid in an empty column (docs/rules.md, Moves 2), and one that leaves it again (home, or to
   *   another empty column) needed an empty column before, so these are the only first ways.
   * Each rule only needs something that happens earlier, so by induction over any line of legal
   * moves from here, everything that happens on it is marked. The marks only ever turn from
   * false to true, so they have a least fixpoint; it is computed from events: each new mark
   * re-checks just the rules it can complete (a card newly last: itself, the cards that build on
   * it; newly home: the next card of its suit, itself; newly leaving: the card under it, cards
   * below waiting for a card between them and a target to leave; a column newly able to empty:
   * the Kings). The group limit is ignored, which only allows more. A card never marked
   * `mayGoHome` never goes home: no line wins.
   * @returns true when the position is proved lost. Cost: each of the 3 x 52 marks is made at
   *   most once, each making one event.
   */
  hasCardNeverHome(): boolean {
    // Going over the columns until nothing changed takes many rounds a position; the events
    // reach the same fixpoint with each mark made once (docs/winnability.md).
    const { mayLeave: leaves, mayBeLast: last, mayGoHome: home, events, waiting } = this;
    const { piles, lengths, columnOf, indexOf, faceDown } = this;
    leaves.fill(0);
    last.fill(0);
    this.eventCount = 0;
    this.waitingCount = 0;
    this.homeCount = this.cardsHome;
    this.mayEmpty = false;
    for (let column = 0; column < COLUMNS; column++)
      if (lengths[column] === 0) this.mayEmpty = true;
    for (let card = 0; card < 52; card++) home[card] = columnOf[card] < 0 ? 1 : 0;
    for (let suit = 0; suit < 4; suit++) {
      const rank = this.foundations[suit];
      if (rank > 0 && rank < KING)
        events[this.eventCount++] = (HOME_EVENT << 6) | (suit * 13 + rank - 1);
    }
    const takebacks = this.takebacks;
    for (let column = 0; column < COLUMNS; column++) {
      const length = lengths[column];
      if (length === 0) continue;
      this.markLast(piles[column * SLOTS + length - 1]);
      // Face-up cards that leave whatever else happens: Kings, and with take-backs cards that
      // build on a card at home. Every other rule waits for a mark, whose event tries it.
      for (let index = faceDown[column]; index < length; index++) {
        const card = piles[column * SLOTS + index];
        if (index === 0) {
          if (takebacks && this.buildsOnHome(card)) this.columnMayEmpty();
        } else if (
          (rankOf(card) === KING && this.mayEmpty) ||
          (takebacks && this.buildsOnHome(card))
        ) {
          this.markLeaving(card);
        }
      }
    }
    while (this.eventCount > 0) {
      if (this.homeCount === 52) return false;
      const event = events[--this.eventCount];
      const card = event & 63;
      const kind = event >> 6;
      const column = columnOf[card];
      if (kind === LAST_EVENT) {
        this.tryHome(card);
        // A face-down card is turned up now, and may leave by any rule.
        if (indexOf[card] < faceDown[column]) this.tryLeaving(card);
        // Builders in other columns may be laid on it now; one in its column must be parted
        // from it first (mayFindTarget).
        for (const builder of this.builders[card]) {
          const at = columnOf[builder];
          if (at === column || indexOf[builder] === 0) this.tryLeaving(builder);
          else if (at >= 0 && this.isFree(builder, at)) this.markLeaving(builder);
        }
      } else if (kind === HOME_EVENT) {
        if (rankOf(card) < KING) this.tryHome(card + 1);
        if (column >= 0 && indexOf[card] === 0) this.tryLeaving(card);
        else if (column >= 0 && this.isFree(card, column)) this.markLeaving(card);
      } else {
        const index = indexOf[card];
        this.markLast(piles[column * SLOTS + index - 1]);
        // Cards under this one that wait for a card above them in their column to be freed.
        for (let i = 0; i < this.waitingCount; i++) {
          const other = waiting[i];
          if (columnOf[other] === column && indexOf[other] < index) this.tryLeaving(other);
        }
      }
    }
    return this.homeCount < 52;
  }

  /**
   * For `hasCardNeverHome`: whether `card` (in `column`, not its bottom card) may be face up and
   * leave the card under it as soon as a rule lets it.
   */
  private isFree(card: number, column: number): boolean {
    const index = this.indexOf[card];
    return index > 0 && (index >= this.faceDown[column] || this.mayBeLast[card] === 1);
  }

  private markLeaving(card: number): void {
    if (this.mayLeave[card]) return;
    this.mayLeave[card] = 1;
    this.events[this.eventCount++] = (LEAVES_EVENT << 6) | card;
  }

  /** Some column may be empty: every King may now leave the card under it. */
  private columnMayEmpty(): void {
    if (this.mayEmpty) return;
    this.mayEmpty = true;
    for (let suit = 0; suit < 4; suit++) this.tryLeaving(suit * 13 + KING - 1);
  }

  /** Whether a card builds on a card that is home now (with take-backs a target). */
  private buildsOnHome(card: number): boolean {
    for (const target of this.targets[card]) if (this.columnOf[target] < 0) return true;
    return false;
  }

  private markLast(card: number): void {
    if (this.mayBeLast[card]) return;
    this.mayBeLast[card] = 1;
    this.events[this.eventCount++] = (LAST_EVENT << 6) | card;
  }

  private tryHome(card: number): void {
    const home = this.mayGoHome;
    if (home[card] || !this.mayBeLast[card] || (rankOf(card) > 1 && !home[card - 1])) return;
    home[card] = 1;
    this.homeCount++;
    this.events[this.eventCount++] = (HOME_EVENT << 6) | card;
  }

  /** Marks `card` as one that may leave the card under it, when a rule says so. */
  private tryLeaving(card: number): void {
    const column = this.columnOf[card];
    if (column < 0) return;
    if (this.indexOf[card] === 0) {
      // The bottom card leaving the table empties its column (a King going to another empty
      // column leaves as many empty as before).
      if (
        !this.mayEmpty &&
        (this.faceDown[column] === 0 || this.mayBeLast[card]) &&
        (this.mayGoHome[card] || this.mayFindTarget(card, column, 0))
      ) {
        this.columnMayEmpty();
      }
      return;
    }
    if (this.mayLeave[card] || !this.isFree(card, column)) return;
    if (
      this.mayGoHome[card] ||
      (rankOf(card) === KING && this.mayEmpty) ||
      this.mayFindTarget(card, column, this.indexOf[card])
    ) {
      this.markLeaving(card);
    }
  }

  /**
   * For `hasCardNeverHome`: whether `card` (at `index` in `column`) may be laid on a target. When
   * a target above it in its column may be last but no card between them is yet known to leave,
   * the card is put on the waiting list, to be tried again when one is.
   */
  private mayFindTarget(card: number, column: number, index: number): boolean {
    const leaves = this.mayLeave;
    const base = column * SLOTS;
    let waits = false;
    for (const target of this.targets[card]) {
      const at = this.columnOf[target];
      if (at < 0) {
        if (this.takebacks) return true;
      } else if (this.mayBeLast[target]) {
        if (at !== column) return true;
        const targetIndex = this.indexOf[target];
        // The cards whose leaving parts `target` from `card`.
        const low = targetIndex < index ? targetIndex + 1 : index + 1;
        const high = targetIndex < index ? index - 1 : targetIndex;
        for (let between = low; between <= high; between++) {
          if (leaves[this.piles[base + between]]) return true;
        }
        if (targetIndex > index) waits = true;
      }
    }
    if (waits) {
      const { waiting } = this;
      let i = 0;
      while (i < this.waitingCount && waiting[i] !== card) i++;
      if (i === this.waitingCount) waiting[this.waitingCount++] = card;
    }
    return false;
  }

  /**
   * Rebuilds the position from the key of a position reached from the starting one (its columns
   * possibly in another order: those with face-down cards keep their index).
   */
  loadKey(key: Uint32Array): void {
    const above = this.scratch;
    above.fill(-1);
    this.key.set(key);
    this.foundations.fill(0);
    this.lengths.fill(0);
    this.cardsHome = 0;
    let counts = key[KEY_WORDS - 1] >>> FACE_DOWN_SHIFT;
    this.faceDownTotal = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const count = counts % 7;
      counts = (counts - count) / 7;
      this.faceDown[column] = count;
      this.faceDownTotal += count;
    }
    let freeColumns = 0;
    for (let card = 0; card < 52; card++) {
      const under = (key[(card / 5) | 0] >>> ((card % 5) * 6)) & 63;
      if (under < ON_TABLE) {
        above[under] = card;
      } else if (under === HOME) {
        this.columnOf[card] = -1;
        this.foundations[(card / 13) | 0]++;
        this.cardsHome++;
      }
    }
    for (let column = 0; column < COLUMNS; column++) {
      if (this.faceDown[column] > 0) this.stack(column, this.bottoms[column], above);
    }
    for (let card = 0; card < 52; card++) {
      if (((key[(card / 5) | 0] >>> ((card % 5) * 6)) & 63) !== ON_TABLE) continue;
      if (this.isFaceDownBottom(card)) continue;
      while (this.lengths[freeColumns] > 0) freeColumns++;
      this.stack(freeColumns, card, above);
    }
  }

  private isFaceDownBottom(card: number): boolean {
    for (let column = 0; column < COLUMNS; column++) {
      if (this.faceDown[column] > 0 && this.bottoms[column] === card) return true;
    }
    return false;
  }

  /** Lays a column from its bottom card up, following what lies on each card. */
  private stack(column: number, bottom: number, above: Int8Array): void {
    let length = 0;
    for (let card = bottom; card >= 0; card = above[card]) {
      this.piles[column * SLOTS + length] = card;
      this.columnOf[card] = column;
      this.indexOf[card] = length++;
    }
    this.lengths[column] = length;
  }
}
