/**
 * The board painted from its snapshot (state/board-snapshot.ts) before the page's scripts load
 * (docs/speed.md, First paint; take-snapshot.ts takes it). The snapshot is a picture:
 * inert and hidden from assistive technology, so input and screen readers meet only the live
 * board, which replaces it in the frame it first paints in. While it stands, the pointer shows
 * that the page is still starting (clicks reach nothing until the live board is there).
 */
import {
  type BoardSizes,
  type BoardSnapshot,
  isSnapshotCurrent,
  type Looks,
  readKeptLooks,
  readSnapshot,
  type SnapshotLayout,
} from '../state/board-snapshot';
import { type Motion, motionOf, reducedMotionQuery } from '../state/motion';
import { handsOnNewTab } from '../state/new-tab-choice';

/** The id of the element holding a painted snapshot. */
const HOLDER_ID = 'board-snapshot';
/**
 * The performance mark set once a snapshot's first frame is on screen (`npm run bench`), its
 * `detail` a SnapshotPainted.
 */
export const SNAPSHOT_PAINTED = 'board-snapshot-painted';

/** What the SNAPSHOT_PAINTED mark tells of the picture shown. */
export interface SnapshotPainted {
  /** Whether its board was laid out in the sizes kept with it (`giveKeptSizes`). */
  isSized: boolean;
}

/**
 * Shows `looks` on the whole page: themes.css takes the table's and the back's colours and the
 * deck's print from the root element's `data-table`, `data-back` and `data-deck`, and so does
 * the page's first-paint background (entrypoints/<page>/index.html); Board.css the side of the
 * foundations from `data-hand`.
 */
export function showLooks({ table, cardBack, deck = 'standard', hand = 'right' }: Looks): void {
  const root = document.documentElement;
  root.dataset.table = table;
  root.dataset.back = cardBack;
  root.dataset.deck = deck;
  root.dataset.hand = hand;
}

/**
 * Publishes how the page moves (state/motion.ts) on its root element as `data-motion`, from which
 * themes.css sets `--motion`, the part of each animation's duration to play (0: none).
 */
export function showMotion(motion: Motion): void {
  document.documentElement.dataset.motion = motion;
}

/**
 * Paints the kept looks and motion (docs/rules.md, Looks) at once, then, once the page's body is
 * parsed, the kept snapshot of `layout`, if any, over the page until the live board comes: hidden
 * until the stored game and settings confirm it is current (a storage read of a few ms, far less
 * than the page's scripts take to load), dropped if they do not.
 *
 * Run from the page's head: a script there holds the page's first frame until it has run, so no
 * frame shows the default table first. One in the body lets the browser paint what precedes it
 * (the default felt) while the script is still loading.
 */
export function showSnapshot(layout: SnapshotLayout): void {
  const looks = readKeptLooks();
  if (looks) showLooks(looks);
  // Always set: no card glides into the first frame against the player's choice.
  showMotion(motionOf(looks?.motion, reducedMotionQuery()?.matches ?? false));
  const snapshot = readSnapshot(layout);
  if (!snapshot) return;
  // Asked now, while the body is parsed: the storage's answer takes longer than the parse.
  const isNewTab = handsOnNewTab(layout, new URLSearchParams(location.search).get('deal'));
  const isCurrent = isSnapshotCurrent(snapshot, { isNewTab });
  const paint = () => paintSnapshot(snapshot, isCurrent);
  // "interactive" comes as the body is parsed, before the page's modules run.
  if (document.body && document.readyState !== 'loading') paint();
  else document.addEventListener('readystatechange', paint, { once: true });
}

/** Puts `snapshot` on the page, hidden until `isCurrent` says it shows the stored game. */
function paintSnapshot(snapshot: BoardSnapshot, isCurrent: Promise<boolean>): void {
  const holder = document.createElement('div');
  holder.id = HOLDER_ID;
  holder.inert = true;
  holder.setAttribute('aria-hidden', 'true');
  // Where the page's root would be, over it: the page's own first render (no board yet) stays
  // under the picture, never beside it.
  holder.style.cssText = 'position:fixed;inset:0;visibility:hidden';
  holder.innerHTML = snapshot.markup;
  const { sizes } = snapshot;
  const board = holder.querySelector<HTMLElement>('.board');
  // Sizes of another shape (another version's) are left out: the board computes its own.
  const hasSizes = Array.isArray(sizes?.table) && typeof sizes.style === 'string';
  let isSized: Promise<boolean> = Promise.resolve(false);
  // Out of the layout until it is known whether the kept sizes suit it: a frame before then
  // would lay it out for nothing. Known once the style sheets are there (at once, mostly), while
  // the storage's answer is awaited, so that the board is laid out meanwhile.
  if (board && hasSizes) {
    board.style.display = 'none';
    isSized = styleSheetsLoaded().then(() => giveKeptSizes(holder, board, sizes));
  }
  document.body.prepend(holder);
  reveal(holder, isCurrent, isSized);
}

/** Whether `link`'s style sheet has loaded (Firefox gives a sheet still loading, unreadable). */
function isSheetLoaded(link: HTMLLinkElement): boolean {
  try {
    return link.sheet?.cssRules != null;
  } catch {
    return false;
  }
}

/**
 * Resolves once every style sheet the page links to has loaded or failed (or, for one that
 * failed before this was asked, once the page has loaded): the table's box depends on them, and
 * a page's first frame waits for them anyway.
 */
function styleSheetsLoaded(): Promise<unknown> {
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => !isSheetLoaded(link))
    .map(
      (link) =>
        new Promise((done) => {
          link.addEventListener('load', done);
          link.addEventListener('error', done);
          addEventListener('load', done);
        }),
    );
  return Promise.all(loading);
}

/**
 * Gives `board` (in `holder`, on the page, hidden, out of the layout) the sizes it was kept with
 * when its table has the box they were computed from, and puts it back in the layout: it then
 * need not lay the table out before it can compute them. The table's box, read with the board
 * out of the layout, is cheap to read; it depends on the window and on what lies above the table
 * (the game bar, in whatever rows its words take), never on the board (a size container's box
 * does not depend on what it holds).
 */
function giveKeptSizes(holder: HTMLElement, board: HTMLElement, sizes: BoardSizes): boolean {
  try {
    const box = holder.querySelector('.table')?.getBoundingClientRect();
    const isSameBox = box?.width === sizes.table[0] && box.height === sizes.table[1];
    if (isSameBox) board.style.cssText += `;${sizes.style}`;
    return isSameBox;
  } finally {
    board.style.removeProperty('display');
  }
}

/**
 * Shows the picture in `holder` once `isCurrent` says it is current and `isSized` whether its
 * kept sizes were given (the board back in the layout); else takes it off the page.
 */
async function reveal(
  holder: HTMLElement,
  isCurrent: Promise<boolean>,
  isSized: Promise<boolean>,
): Promise<void> {
  const [isShown, isBoardSized] = await Promise.all([isCurrent, isSized]);
  if (!isShown || !holder.isConnected) {
    holder.remove();
    return;
  }
  holder.style.visibility = 'visible';
  document.documentElement.style.cursor = 'progress';
  const detail: SnapshotPainted = { isSized: isBoardSized };
  requestAnimationFrame(() => setTimeout(() => performance.mark(SNAPSHOT_PAINTED, { detail })));
}

/** Takes the snapshot off the page: the live board is there (or the page shows a problem). */
export function removeSnapshot(): void {
  const holder = document.getElementById(HOLDER_ID);
  if (!holder) return;
  holder.remove();
  document.documentElement.style.cursor = '';
}
