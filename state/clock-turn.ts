/**
 * Whose turn it is to run the game's clock (docs/rules.md, Score, moves and time): several pages
 * (tabs, the popup) may show the same game, and its time must count once. One page at a time has
 * the turn: the one the player came to last. A page that shows the board uncovered wants it; it
 * takes it from the page holding it, which waits for it back; a page hidden or covered gives it
 * up, and a page waiting gets it. In the product the turn is a Web Lock, which every page of the
 * extension shares and which a page closed abruptly lets go by itself.
 */

/** A page's wish for the clock's turn. */
export interface ClockTurn {
  /**
   * Wants the turn (taken at once from the page holding it when `isTaken`, else waited for) or,
   * with `isWanted` false, gives it up or stops waiting. `onTurn(false)` follows at once when the
   * turn was held.
   */
  want(isWanted: boolean, isTaken?: boolean): void;
}

/** Makes a page's `ClockTurn`; `onTurn` is told each time the page gets or loses the turn. */
export type ClockTurnMaker = (onTurn: (hasTurn: boolean) => void) => ClockTurn;

/** A page alone: it has the turn whenever it wants it (tests, a browser without Web Locks). */
export const soloClockTurn: ClockTurnMaker = (onTurn) => {
  let hasTurn = false;
  return {
    want(isWanted) {
      if (isWanted === hasTurn) return;
      hasTurn = isWanted;
      onTurn(hasTurn);
    },
  };
};

/** The name of the lock every page of the extension asks for. */
const LOCK_NAME = 'yukon-clock';

/**
 * The turn as the Web Lock `LOCK_NAME` of `locks` (`navigator.locks`): held while the page has
 * the turn; taken with `steal`; a page robbed of it asks again and waits.
 */
export function lockedClockTurn(locks: LockManager): ClockTurnMaker {
  return (onTurn) => {
    /** The current wish: its own object, so that an answer to an older one is told apart. */
    let wish: { release?: () => void; waiting?: AbortController } | null = null;
    let hasTurn = false;
    const tell = (has: boolean) => {
      if (has === hasTurn) return;
      hasTurn = has;
      onTurn(has);
    };

    function ask(isTaken: boolean): void {
      const current: NonNullable<typeof wish> = {};
      wish = current;
      const waiting = new AbortController();
      if (!isTaken) current.waiting = waiting;
      // `steal` takes the lock at once and cannot be combined with a signal.
      const options: LockOptions = isTaken ? { steal: true } : { signal: waiting.signal };
      locks
        .request(LOCK_NAME, options, () => {
          if (wish !== current) return;
          current.waiting = undefined;
          tell(true);
          return new Promise<void>((resolve) => {
            current.release = resolve;
          });
        })
        .catch(() => {
          // Taken by another page (or the wait given up): this page waits for it back if it
          // still wants it.
          if (wish !== current) return;
          tell(false);
          ask(false);
        });
    }

    return {
      want(isWanted, isTaken = false) {
        // Held already, or asked for already (waited for, when it is not to be taken; or being
        // taken): nothing more to ask.
        if (isWanted && (hasTurn || (wish && (!isTaken || !wish.waiting)))) return;
        const before = wish;
        wish = null;
        before?.waiting?.abort();
        before?.release?.();
        tell(false);
        if (isWanted) ask(isTaken);
      },
    };
  };
}
