/**
 * Taking a snapshot of the board (state/board-snapshot.ts) as the game changes, for the next page
 * to paint before its scripts load (board-snapshot.ts paints it). Loaded after the page's first
 * paint, which needs none of it (docs/speed.md, Weight).
 */
import {
  type BoardSizes,
  type BoardSnapshot,
  boardOf,
  extensionVersion,
  readSnapshot,
  type SnapshotLayout,
  writeSnapshot,
} from '../state/board-snapshot';
import { PILE_CLASS } from './pile-view';

/**
 * What a snapshot leaves out: what is not the board at rest (dialogs, notices, spoken text), and
 * what a won game adds (the ending note, the celebration), whose style sheets load with them after
 * the first paint: in the next page's snapshot, before they load, they would show unstyled.
 */
const TRANSIENT =
  'dialog, .notices > *, [aria-live], [role="alert"], [role="status"], .visually-hidden, .ending-note, .celebration';

/**
 * The classes of a moment of play, not of the board at rest: a group lifted (by keys or carried),
 * the piles that would take it, a hint, a group gliding home and the card it glides onto. A page
 * hidden during one would otherwise open the next page with a group raised or a hint lit that is
 * not there.
 */
const MOMENT_CLASSES = [
  PILE_CLASS.lifted,
  PILE_CLASS.target,
  PILE_CLASS.over,
  'is-keyboard-lift',
  'is-hinted',
  'is-hint-target',
  'is-returned-onto',
  'is-returning',
];

/**
 * The markup of `main` (the page's game): the board at rest, without what is not part of it. The
 * strip the notices show in stays, empty: it keeps its height (GamePage.css), and without it the
 * table, and every card on it, would lie higher than on the live board that takes its place.
 */
export function takeSnapshot(main: Element): string {
  const copy = main.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(TRANSIENT)) element.remove();
  for (const details of copy.querySelectorAll('details[open]')) details.removeAttribute('open');
  for (const element of copy.querySelectorAll(MOMENT_CLASSES.map((name) => `.${name}`).join())) {
    element.classList.remove(...MOMENT_CLASSES);
  }
  // Where a carried group is, set on its cards as the pointer moves (use-pointer-play.ts).
  for (const card of copy.querySelectorAll<HTMLElement>('[style*="--lift-"]')) {
    card.style.removeProperty('--lift-x');
    card.style.removeProperty('--lift-y');
  }
  // A column's dashed slot (TableauColumn.css) lies wholly under its first card, which is the
  // slot's size and place: at rest, with no card lifted off it, nothing of it shows but a trace
  // in the antialiased edge of the card's round corners. Drawn transparent, it spares the software
  // rasterizer about a fifth of the board's first paint (docs/speed.md, What the first paint
  // draws unseen).
  for (const column of copy.querySelectorAll<HTMLElement>('.column')) {
    if (column.querySelector(':scope > .card')) column.style.setProperty('--slot', 'transparent');
  }
  return copy.outerHTML;
}

/**
 * The board's sizes (Board.css registers each with `@property`): computed from the table's box,
 * which a board laid out anew must first lay out to know (a size container), then inherited as
 * px by every card.
 */
const BOARD_SIZES = [
  '--pad',
  '--gap',
  '--gutter',
  '--card-w',
  '--card-h',
  '--column-h',
  '--radius',
];

/**
 * The sizes of the board in `main` as computed now, with the box of the table they were computed
 * from: a snapshot painted with a table of that box can take them as they are. Undefined when
 * `main` holds no board.
 */
export function sizesOf(main: Element): BoardSizes | undefined {
  const table = main.querySelector('.table');
  const board = table?.querySelector('.board');
  if (!table || !board) return undefined;
  const { width, height } = table.getBoundingClientRect();
  const style = getComputedStyle(board);
  return {
    table: [width, height],
    style: BOARD_SIZES.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';'),
  };
}

/**
 * The sizes each page's board (its `main`) had when it last kept a snapshot while shown, or as
 * it was hidden. A hidden page's layout need not stay the one the next page shows: Chromium can
 * lay a closing tab out anew at another size a moment after hiding it (docs/speed.md, First
 * paint), and sizes taken then suit no table of the window the next page opens in.
 */
const sizesMeasured = new WeakMap<Element, BoardSizes | undefined>();

/** The sizes to keep with a snapshot of `main` now: measured, but once only in a hidden page. */
function sizesToKeep(main: Element): BoardSizes | undefined {
  if (document.visibilityState === 'hidden' && sizesMeasured.has(main)) {
    return sizesMeasured.get(main);
  }
  const sizes = sizesOf(main);
  sizesMeasured.set(main, sizes);
  return sizes;
}

/** The game bar's clock in a page or a snapshot (GameBar.tsx). */
const CLOCK = '[data-clock]';

/**
 * `markup` (a snapshot's) with its clock showing what the clock of `main` shows: a snapshot of the
 * same board a moment earlier then shows the time now. Unchanged where either shows no clock.
 */
export function withClockOf(markup: string, main: Element): string {
  const time = main.querySelector(CLOCK)?.textContent;
  const copy = document.createElement('template');
  copy.innerHTML = markup;
  const clock = copy.content.querySelector(CLOCK);
  if (time == null || !clock) return markup;
  clock.textContent = time;
  return copy.innerHTML;
}

/** The write of the game and settings a page shows, and the game it shows. */
interface Shown {
  /** The stored game's `revision`. */
  revision: number;
  /** When the stored game was written, ms since the epoch (its `updatedAt`). */
  updatedAt: number;
  /** When the stored settings were written, or null while none are stored. */
  settingsUpdatedAt: number | null;
  /** The game (engine/game.ts) and whether its ending note was closed (`boardOf`). */
  game: unknown;
  isEndingClosed: boolean;
}

/**
 * Keeps what `main` shows as the snapshot of `layout` (state/board-snapshot.ts), as of the write
 * `shown` names. In a hidden page, also keeps the other layout's snapshot as of that write when it
 * shows the same board (`boardOf`) with the same settings and language, with this page's clock:
 * the time a page writes as it is hidden or closed is the write the next page finds (a visible
 * page's other changes are moves, which make any other snapshot stale anyway).
 */
export function keepSnapshot(layout: SnapshotLayout, main: Element, shown: Shown): void {
  const kept: BoardSnapshot = {
    revision: shown.revision,
    updatedAt: shown.updatedAt,
    settingsUpdatedAt: shown.settingsUpdatedAt,
    language: navigator.language,
    board: boardOf(shown.game, shown.isEndingClosed),
    markup: takeSnapshot(main),
    sizes: sizesToKeep(main),
    version: extensionVersion(),
  };
  writeSnapshot(layout, kept);
  if (document.visibilityState !== 'hidden') return;
  const other: SnapshotLayout = layout === 'full' ? 'compact' : 'full';
  const snapshot = readSnapshot(other);
  const isSameBoard =
    snapshot?.board === kept.board &&
    snapshot.settingsUpdatedAt === kept.settingsUpdatedAt &&
    snapshot.language === kept.language;
  if (!isSameBoard) return;
  // A time written keeps the revision (saved-game.ts, `withTime`): the write time tells it.
  if (snapshot.revision === kept.revision && snapshot.updatedAt === kept.updatedAt) return;
  writeSnapshot(other, {
    ...snapshot,
    revision: kept.revision,
    updatedAt: kept.updatedAt,
    markup: withClockOf(snapshot.markup, main),
  });
}
