/**
 * The board painted from its snapshot (state/board-snapshot.ts) before the page's scripts load,
 * and taken again as the game changes (docs/speed.md, First paint). The snapshot is a picture:
 * inert and hidden from assistive technology, so input and screen readers meet only the live
 * board, which replaces it in the frame it first paints in. While it stands, the pointer shows
 * that the page is still starting (clicks reach nothing until the live board is there).
 */
import {
  type BoardSnapshot,
  isSnapshotCurrent,
  type Looks,
  readKeptLooks,
  readSnapshot,
  type SnapshotLayout,
} from '../state/board-snapshot';
import { type Motion, motionOf, reducedMotionQuery } from '../state/motion';
import { handsOnNewTab } from '../state/new-tab-choice';
import { PILE_CLASS } from './pile-view';

/** The id of the element holding a painted snapshot. */
const HOLDER_ID = 'board-snapshot';
/** The performance mark set once a snapshot's first frame is on screen (`npm run bench`). */
export const SNAPSHOT_PAINTED = 'board-snapshot-painted';

/**
 * What a snapshot leaves out: what is not the board at rest (dialogs, notices, spoken text), and
 * what a won game adds (the ending note, the celebration), whose style sheets load with them after
 * the first paint: in the next page's snapshot, before they load, they would show unstyled.
 */
const TRANSIENT =
  'dialog, .notices, [aria-live], [role="alert"], [role="status"], .visually-hidden, .ending-note, .celebration';

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

/** The markup of `main` (the page's game): the board at rest, without what is not part of it. */
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
  return copy.outerHTML;
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
  document.body.prepend(holder);
  reveal(holder, isCurrent);
}

async function reveal(holder: HTMLElement, isCurrent: Promise<boolean>): Promise<void> {
  if (!(await isCurrent) || !holder.isConnected) {
    holder.remove();
    return;
  }
  holder.style.visibility = 'visible';
  document.documentElement.style.cursor = 'progress';
  requestAnimationFrame(() => setTimeout(() => performance.mark(SNAPSHOT_PAINTED)));
}

/** Takes the snapshot off the page: the live board is there (or the page shows a problem). */
export function removeSnapshot(): void {
  const holder = document.getElementById(HOLDER_ID);
  if (!holder) return;
  holder.remove();
  document.documentElement.style.cursor = '';
}
