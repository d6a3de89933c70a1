/**
 * The game store: the game in progress as signals, the actions a player takes on it, its clock,
 * and its persistence in `storage.local`.
 * Every action goes through the engine; views only read the signals and call the actions.
 */
import { batch, computed, signal } from '@preact/signals';
import {
  applyMove,
  formatDealCode,
  type Game,
  isUnderWay,
  type Move,
  type MoveResult,
  newGame,
  type Refusal,
  randomDealNumber,
  redoMove,
  undoMove,
  type Variant,
} from '../engine';
import { afterNextPaint } from './after-paint';
import { soloClockTurn } from './clock-turn';
import { createDeferredWrite } from './deferred-write';
import { createClockGate, createGameClock } from './game-clock';
import { type Change, createGameEvents } from './game-events';
import { resultOf } from './game-result';
import type { GameStoreOptions, StorageProblem } from './game-store-options';
import { readChange, readItem } from './read-item';
import {
  answerTo,
  goesOnFrom,
  isSameGame,
  nextSavedGame,
  withTime,
  withTimeOf,
} from './saved-game';
import type { SavedGame } from './schemas';

export type GameStore = ReturnType<typeof createGameStore>;

/**
 * Creates the game store. Call `load()` once before showing the board.
 * The clock (docs/rules.md, Score, moves and time) starts with the first move, runs only while
 * the game is being played and its gate is open (game-clock.ts: the page visible, its board not
 * covered, and its turn among the pages), and is kept with the game.
 */
export function createGameStore({
  item,
  now = Date.now,
  drawDealNumber = randomDealNumber,
  onGameCounted = () => {},
  deferWrite = afterNextPaint,
  clockTurn = soloClockTurn,
  dealer = () => undefined,
}: GameStoreOptions) {
  const saved = signal<SavedGame>(wrap(newGame(formatDealCode('C', drawDealNumber())), 0, null));
  const isLoaded = signal(false);
  const problem = signal<StorageProblem | null>(null);
  const clock = createGameClock(now);
  const events = createGameEvents();
  // The game a move, undo or redo on this page led to, if any: kept here, not in a view, so that
  // a view loaded after that change (the lazy dialogs) still knows it happened on this page.
  const playedHere = signal<Game | null>(null);

  const game = computed(() => saved.value.game);
  // The revision where the line of play shown began on this page (a deal, a restart, a game
  // resumed or from elsewhere that does not go on from the one shown): time written at an
  // earlier revision was counted on another line (`withTimeOf`).
  let lineRevision = 0;

  const elapsedMs = computed(() => saved.value.elapsedMs + clock.runMs.value);
  const writer = createDeferredWrite({
    item,
    latest: () => saved.peek(),
    defer: deferWrite,
    onWritten: (isSaved) => {
      if (!isSaved) problem.value = 'not-saved';
      else if (problem.peek() === 'not-saved') problem.value = null;
    },
  });

  function wrap(next: Game, elapsedMs: number, before: SavedGame | null): SavedGame {
    return nextSavedGame(next, elapsedMs, before, now(), dealer());
  }

  const isClockRunning = (current: Game): boolean => gate.isOpen() && isUnderWay(current);
  /** Folds the running time into the saved game's time and restarts the clock as `next` needs. */
  const settleClock = (next: Game) => saved.peek().elapsedMs + clock.restart(isClockRunning(next));

  // As the gate opens or closes the time run is folded into the saved game and written; only
  // a change of time is (a new tab shown writes nothing, or every tab would sync: docs/speed.md).
  const gate = createClockGate(clockTurn, () => {
    const elapsed = settleClock(game.peek());
    if (elapsed === saved.peek().elapsedMs) return;
    saved.value = withTime(saved.peek(), elapsed, now());
    writer.request();
  });

  /** Makes `next` the game shown, with a new revision, writes it to storage and tells it. */
  function commit(next: Game, change: Exclude<Change, 'arrival'>): void {
    const before = saved.peek();
    batch(() => {
      const elapsed = settleClock(next);
      saved.value = wrap(next, change === 'deal' ? 0 : elapsed, before);
    });
    if (change === 'deal') lineRevision = saved.peek().revision;
    writer.request();
    const isLeft = change === 'deal' && isUnderWay(before.game);
    const hasEnded = before.game.status === 'playing' && next.status !== 'playing';
    if (isLeft || hasEnded) {
      const { game: counted, elapsedMs, dealtAt, dealtBy } = isLeft ? before : saved.peek();
      onGameCounted(resultOf(counted, elapsedMs, dealtAt, dealtBy));
    }
    playedHere.value = change === 'deal' ? null : next;
    events.tell(change, before.game, next);
  }

  /** Undoes or redoes (`take`) and shows the result, if any. @returns the refusal or null. */
  function step(take: (current: Game) => MoveResult, change: 'undo' | 'redo'): Refusal | null {
    const { game: next, refusal } = take(game.peek());
    if (next && next !== game.peek()) commit(next, change);
    return refusal ?? null;
  }

  /**
   * Shows a saved game from storage: this page's load, another page's write, or a game resumed.
   * @param isNewLine whether it begins another line of play than the game shown (by default,
   *   when it does not go on from it, `goesOnFrom`).
   */
  function adopt(
    incoming: SavedGame,
    { isNewLine = !goesOnFrom(saved.peek(), incoming) } = {},
  ): void {
    const before = saved.peek().game;
    // The same game (another page wrote its clock, or dealt the same deal again unplayed): the
    // game shown stays the same object, still the one played here, and nothing arrived to tell.
    // Not asked on the page's load, which replaces a placeholder deal (and must open at once).
    const isSame = isLoaded.peek() && isSameGame(incoming.game, before);
    if (isNewLine) lineRevision = incoming.revision;
    batch(() => {
      saved.value = isSame ? { ...incoming, game: before } : incoming;
      // The time this page ran and has not yet written runs on, as only this page counted it;
      // but not on another line of play, which brings its own time.
      if (isNewLine) clock.restart(isClockRunning(incoming.game));
      else clock.follow(isClockRunning(incoming.game));
    });
    if (isLoaded.peek() && !isSame) events.tell('arrival', before, incoming.game);
  }

  return {
    /** The game shown: its deal, position, counters and undo history. */
    current: game,
    /** Time played, ms. */
    elapsedMs,
    /** Whether the player closed what the end of the game shown showed (`closeEnding`). */
    isEndingClosed: computed(() => saved.value.isEndingClosed === true),
    /** Whether the position shown came from a move, undo or redo on this page (not elsewhere). */
    isPlayedHere: computed(() => playedHere.value === game.value),
    /** Whether a move on this page ended the game shown (docs/rules.md, End of the game). */
    isEndedHere: computed(() => playedHere.value === game.value && game.value.status !== 'playing'),
    /** When the game shown was dealt, ms since the epoch; absent from an older version. */
    dealtAt: computed(() => saved.value.dealtAt),
    /** The saved game's revision (grows with every change). */
    revision: computed(() => saved.value.revision),
    /** When the saved game was written, ms since the epoch. */
    updatedAt: computed(() => saved.value.updatedAt),
    isLoaded,
    problem,
    /**
     * Whether the game shown is a first visit's random deal that nobody has played or replaced:
     * revision 0, which only the deal a page makes when no game is stored has (this page's, or
     * another page's it took). Not while an unreadable stored game waits for the player's first
     * move to replace it: nothing but the player overwrites it.
     */
    isFirstDeal(): boolean {
      return saved.peek().revision === 0 && problem.peek() !== 'unreadable';
    },
    /** Each move, undo, new deal and game from elsewhere, as it is shown (game-events.ts). */
    onEvent: events.on,
    /**
     * Reads the stored game and keeps following it (other pages write it too). It follows from
     * before the read: a game another page (or sync) writes while this one reads is shown, never
     * missed and never overwritten by a first visit's deal. A game told of is checked once the
     * schemas have loaded (read-item.ts `readChange`: in the order told, and before the read's
     * answer when told during the read).
     * An unreadable stored game is left untouched until the player's first move replaces it.
     * @returns a function that stops following storage.
     */
    async load(): Promise<() => void> {
      let hasArrived = false;
      const stop = item.watch((value) =>
        readChange(
          value,
          (schemas) => schemas.savedGame,
          ({ value: incoming }) => {
            if (!incoming) return;
            const answer = answerTo(incoming, saved.peek());
            if (answer === 'rewrite' && isLoaded.peek()) {
              saved.value = withTimeOf(incoming, saved.peek(), lineRevision);
              writer.request();
            }
            if (answer !== 'adopt') return;
            hasArrived = true;
            adopt(incoming);
            if (problem.peek() === 'unreadable') problem.value = null;
          },
        ),
      );
      const stored = await readItem(item, (schemas) => schemas.savedGame);
      // A read answered before a game arrived holds nothing newer than that game.
      if (hasArrived) {
        if (stored.value && answerTo(stored.value, saved.peek()) === 'adopt') adopt(stored.value);
      } else if (stored.value) adopt(stored.value);
      else if (stored.refusal === 'missing') writer.request();
      else problem.value = 'unreadable';
      isLoaded.value = true;
      return stop;
    },

    /**
     * Plays a move (docs/rules.md, Moves).
     * @returns null when it was played, else the refusal code.
     */
    move(move: Move): Refusal | null {
      const result = applyMove(game.peek(), move);
      if (result.refusal) return result.refusal;
      if (problem.peek() === 'unreadable') problem.value = null;
      commit(result.game, 'move');
      return null;
    },

    /** Takes back the last move (docs/rules.md, Undo). @returns the refusal code or null. */
    undo: (): Refusal | null => step(undoMove, 'undo'),

    /** Plays again the move the last undo took back (docs/rules.md, Undo). */
    redo: (): Refusal | null => step(redoMove, 'redo'),

    /**
     * Starts a new game: of `code` when given, else a random deal of `variant`.
     * @throws DealCodeError when `code` is malformed (check it with `parseDealCode` first).
     */
    startNewGame({ code, variant = 'C' }: { code?: string; variant?: Variant }): void {
      commit(newGame(code ?? formatDealCode(variant, drawDealNumber())), 'deal');
    },

    /**
     * Shows a game set aside earlier (its undo history and time kept) as the game in progress,
     * with a new revision; the game shown until now is not counted (it goes on elsewhere).
     */
    resume(setAside: SavedGame): void {
      const { dealtAt, dealtBy, ...resumed } = wrap(
        setAside.game,
        setAside.elapsedMs,
        saved.peek(),
      );
      adopt(
        {
          ...resumed,
          ...(setAside.dealtAt !== undefined && { dealtAt: setAside.dealtAt }),
          ...(setAside.dealtBy !== undefined && { dealtBy: setAside.dealtBy }),
        },
        { isNewLine: true },
      );
      writer.request();
    },

    /**
     * Closes what the end of the game shows, for good: kept with the game, so every page and every
     * reload shows the ended board alone (docs/rules.md, End of the game). Nothing while the game
     * is being played or when it is closed already.
     */
    closeEnding(): void {
      const before = saved.peek();
      if (before.game.status === 'playing' || before.isEndingClosed) return;
      saved.value = { ...wrap(before.game, before.elapsedMs, before), isEndingClosed: true };
      writer.request();
    },

    /** Deals the current deal again from the start; a game begun counts as left. */
    restart(): void {
      commit(newGame(game.peek().code), 'deal');
    },

    /**
     * The page became visible (or was shown again) or hidden. A hidden page writes at once what
     * it has not yet written (the popup may be closing).
     */
    setVisible(visible: boolean): void {
      gate.setVisible(visible);
      if (!visible) writer.flush();
    },

    /** A dialog began or ceased to cover the board: the clock does not run behind it. */
    setCovered: gate.setCovered,
    /** The player came to this page: its clock is the one that runs (clock-turn.ts). */
    claimClock: gate.claim,

    /** Renews the clock reading so the time shown moves on (call it about once a second). */
    tick: clock.tick,
  };
}
