/**
 * The board as a page last showed it, kept in the extension's `localStorage` (which a page can
 * read synchronously, before any module loads) so that the next page paints it before its scripts
 * run (docs/speed.md, First paint). A snapshot is shown only while it is current: made of the
 * stored game's revision and write time, showing the stored game's board (two pages can write the
 * same revision and time), with the stored settings, in the browser's language of that moment.
 * Anything else (another browser's game that arrived by sync, settings changed while no page was
 * open, a corrupt or missing snapshot) and the page paints as it would without one.
 */

/** The part of the extension's storage API the check reads: promise-based in both browsers' MV3. */
interface LocalArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
}

/** How a page shows the game, as the snapshot's key tells them apart. */
export type SnapshotLayout = 'full' | 'compact';

/**
 * The board's sizes as the page that took a snapshot computed them from its table's box
 * (components/Board.css): a snapshot whose table has that box when it is painted takes them as
 * they are, which spares its first frame about 40% of its style and layout (docs/speed.md, First
 * paint).
 */
export interface BoardSizes {
  /** The table's width and height in CSS px, as `getBoundingClientRect` gave them. */
  table: [number, number];
  /** The sizes as the board's inline style, each as computed (`--card-w:114.216px;…`). */
  style: string;
}

export interface BoardSnapshot {
  /** The stored game's `revision` and `updatedAt` (schemas.ts, SavedGameSchema) it shows. */
  revision: number;
  updatedAt: number;
  /** The stored settings' `updatedAt`, null while none are stored (the defaults show). */
  settingsUpdatedAt: number | null;
  /** `navigator.language` when it was taken: the "browser's language" the page followed. */
  language: string;
  /** What the board showed apart from the time (`boardOf`). */
  board: string;
  /** The page's markup, as taken (components/take-snapshot.ts). */
  markup: string;
  /** The board's sizes in the page it was taken in, if it had a board. */
  sizes?: BoardSizes;
  /**
   * The version of the extension that took it (`extensionVersion`): markup and sizes are only
   * right under that version's style sheet.
   */
  version?: string;
}

/** The part of the extension's runtime API a snapshot reads: its manifest, synchronously. */
interface Runtime {
  getManifest(): { version: string };
}

/**
 * The browser's own extension object, not `wxt/browser`: the check runs before the page's
 * modules, in a script that the page fetches before it can paint, and the polyfill would weigh
 * three times the rest of it there (docs/speed.md, First paint). Firefox names it `browser`.
 */
function extensionApi(): { storage?: { local: LocalArea }; runtime?: Runtime } | undefined {
  const global = globalThis as {
    browser?: { storage?: { local: LocalArea }; runtime?: Runtime };
    chrome?: { storage?: { local: LocalArea }; runtime?: Runtime };
  };
  return global.browser ?? global.chrome;
}

/** The running extension's version (its manifest's), or undefined outside an extension. */
export function extensionVersion(): string | undefined {
  return extensionApi()?.runtime?.getManifest().version;
}

/**
 * The `localStorage` key of a layout's snapshot; versioned, so that a shape of other fields is
 * never read. Fields added since are checked where they are read.
 */
export const snapshotKeyOf = (layout: SnapshotLayout) => `board-snapshot.v1.${layout}`;

/** Keeps `snapshot` for the next page of `layout`. A refused write (storage full) keeps none. */
export function writeSnapshot(layout: SnapshotLayout, snapshot: BoardSnapshot): void {
  try {
    localStorage.setItem(snapshotKeyOf(layout), JSON.stringify(snapshot));
  } catch {
    forgetSnapshot(layout);
  }
}

/** Drops the snapshot of `layout`: the next page paints without one. */
export function forgetSnapshot(layout: SnapshotLayout): void {
  try {
    localStorage.removeItem(snapshotKeyOf(layout));
  } catch {
    // No storage at all: there is no snapshot either.
  }
}

/**
 * The kept snapshot of `layout`, or null when there is none or it is not of the right shape.
 * Its sizes are checked where they are used (components/board-snapshot.ts).
 */
export function readSnapshot(layout: SnapshotLayout): BoardSnapshot | null {
  try {
    const snapshot = JSON.parse(localStorage.getItem(snapshotKeyOf(layout)) ?? 'null');
    const isNumber = (value: unknown) => typeof value === 'number';
    return snapshot &&
      isNumber(snapshot.revision) &&
      isNumber(snapshot.updatedAt) &&
      (snapshot.settingsUpdatedAt === null || isNumber(snapshot.settingsUpdatedAt)) &&
      typeof snapshot.language === 'string' &&
      typeof snapshot.board === 'string' &&
      typeof snapshot.markup === 'string'
      ? snapshot
      : null;
  } catch {
    return null;
  }
}

/**
 * What the board shows of a game (engine/game.ts, Game) apart from its time: the deal, every
 * pile's cards, the counters, whether Undo and Redo can be asked for, the game's end and whether
 * its ending note was closed. Read field by field, so that the same game gives the same text
 * whichever page or version wrote its object, and two games that differ on the board never do.
 * Empty for anything not of that shape (another version's), which no snapshot holds.
 */
export function boardOf(game: unknown, isEndingClosed: unknown): string {
  try {
    const { code, score, moves, takebacks, status, history, toRedo, position } = game as {
      code: string;
      score: number;
      moves: number;
      takebacks: number;
      status: string;
      history: unknown[];
      toRedo?: unknown[];
      position: {
        columns: { cards: number[]; faceDown: number }[];
        foundations: number[];
        stock?: number[];
        waste?: number[];
      };
    };
    return JSON.stringify([
      code,
      score,
      moves,
      takebacks,
      status,
      history.length,
      toRedo?.length ?? 0,
      position.columns.map(({ cards, faceDown }) => [faceDown, cards]),
      position.foundations,
      position.stock ?? null,
      position.waste ?? null,
      isEndingClosed === true,
    ]);
  } catch {
    return '';
  }
}

/**
 * Whether `snapshot` shows what a page would show now: the stored game (`local:game`, items.ts)
 * at the same revision, written at the same time, with the same board (two pages may write the
 * same revision at the same time, one with another board), the same stored settings
 * (`local:settings`), the browser's language unchanged, taken by this version of the extension
 * (after an update, the markup and sizes of the last one may not suit its style sheet); and the
 * page would show a board at all, which a new tab that gives its tab to the browser's own
 * (state/new-tab-choice.ts) does not. Never throws: any doubt reads as false.
 * @param isNewTab whether the page gives its tab on when the stored settings turn "Show the game
 *   on new tabs" off (`handsOnNewTab`).
 */
export async function isSnapshotCurrent(
  snapshot: BoardSnapshot,
  { isNewTab }: { isNewTab: boolean },
): Promise<boolean> {
  try {
    const local = extensionApi()?.storage?.local;
    if (!local) return false;
    const { game, settings } = (await local.get(['game', 'settings'])) as {
      game?: { revision?: unknown; updatedAt?: unknown; game?: unknown; isEndingClosed?: unknown };
      settings?: { updatedAt?: unknown; settings?: { showOnNewTab?: unknown } };
    };
    return (
      !(isNewTab && settings?.settings?.showOnNewTab === false) &&
      game?.revision === snapshot.revision &&
      game?.updatedAt === snapshot.updatedAt &&
      snapshot.board !== '' &&
      boardOf(game.game, game.isEndingClosed) === snapshot.board &&
      (settings?.updatedAt ?? null) === snapshot.settingsUpdatedAt &&
      navigator.language === snapshot.language &&
      snapshot.version === extensionVersion()
    );
  } catch {
    return false;
  }
}

/**
 * The chosen table colour, card back, deck, hand and motion (settings.ts) that a page paints
 * from its first frame. Looks kept by an older version have no `deck`, `hand` nor `motion`: the
 * standard deck, right-handed, the system's motion.
 */
export interface Looks {
  table: string;
  cardBack: string;
  deck?: string;
  hand?: string;
  motion?: string;
}

/** The `localStorage` key of the looks the last page showed. */
const LOOKS_KEY = 'looks.v1';

/**
 * Keeps `looks` for the next page's first frame (docs/rules.md, Looks): the settings are read
 * from the extension's storage only after the page's first paint. A refused write keeps none.
 */
export function keepLooks(looks: Looks): void {
  try {
    localStorage.setItem(LOOKS_KEY, JSON.stringify(looks));
  } catch {
    // The page then paints the default table until its settings are read.
  }
}

/** The looks the last page showed, or null when none are kept or they are not of the right shape. */
export function readKeptLooks(): Looks | null {
  try {
    const looks = JSON.parse(localStorage.getItem(LOOKS_KEY) ?? 'null');
    return looks && typeof looks.table === 'string' && typeof looks.cardBack === 'string'
      ? looks
      : null;
  } catch {
    return null;
  }
}
