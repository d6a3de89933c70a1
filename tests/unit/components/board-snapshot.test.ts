// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_PAINTED, showSnapshot } from '../../../components/board-snapshot';
import { keepSnapshot, takeSnapshot, withClockOf } from '../../../components/take-snapshot';
import { applyMove, type Game, legalMoves, newGame } from '../../../engine';
import {
  type BoardSizes,
  type BoardSnapshot,
  boardOf,
  isSnapshotCurrent,
  keepLooks,
  readKeptLooks,
  readSnapshot,
  writeSnapshot,
} from '../../../state/board-snapshot';

const snapshot: BoardSnapshot = {
  revision: 3,
  updatedAt: 1_700_000_000_000,
  settingsUpdatedAt: null,
  language: 'en-US',
  board: boardOf(newGame('YU1-C-AAAAAAB'), false),
  markup: '<main class="game"></main>',
  version: '1.4.0',
};

/**
 * Stores `game` as `storage.local` would hold it, at `snapshot`'s revision and time, in the
 * extension version that took `snapshot`.
 */
function store(game: Game, change: Record<string, unknown> = {}, settings?: unknown) {
  const stored = {
    game: { game, elapsedMs: 0, revision: 3, updatedAt: snapshot.updatedAt, ...change },
    settings,
  };
  // Firefox's name for the browser's object comes first (state/board-snapshot.ts).
  vi.stubGlobal('browser', {
    storage: { local: { get: async () => stored } },
    runtime: { getManifest: () => ({ version: '1.4.0' }) },
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the kept looks (docs/rules.md, Looks)', () => {
  afterEach(() => {
    document.getElementById('board-snapshot')?.remove();
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    delete document.documentElement.dataset.table;
    delete document.documentElement.dataset.back;
    delete document.documentElement.dataset.motion;
  });

  it('paint the chosen table, back and deck on the page before its scripts load', () => {
    keepLooks({ table: 'graphite', cardBack: 'rays', deck: 'large-print', hand: 'left' });
    showSnapshot('full');
    expect(document.documentElement.dataset).toMatchObject({
      table: 'graphite',
      back: 'rays',
      deck: 'large-print',
      hand: 'left',
    });
  });

  it('paint the standard deck, right-handed, for looks an older version kept, which have neither', () => {
    document.documentElement.dataset.deck = 'four-colour';
    document.documentElement.dataset.hand = 'left';
    localStorage.setItem('looks.v1', JSON.stringify({ table: 'blue', cardBack: 'dots' }));
    showSnapshot('full');
    expect(document.documentElement.dataset).toMatchObject({
      table: 'blue',
      deck: 'standard',
      hand: 'right',
    });
  });

  it.each([
    ['off', false, 'off'],
    ['fast', true, 'fast'],
    ['system', true, 'off'],
    ['system', false, 'normal'],
  ] as const)(
    'publish the kept motion %s (the system asks for less: %s) as %s from the first frame',
    (motion, isReduced, shown) => {
      vi.spyOn(globalThis, 'matchMedia').mockReturnValue({ matches: isReduced } as MediaQueryList);
      keepLooks({ table: 'blue', cardBack: 'dots', motion });
      showSnapshot('full');
      expect(document.documentElement.dataset.motion).toBe(shown);
    },
  );

  it("publish the system's motion when no looks are kept, or looks without a motion", () => {
    vi.spyOn(globalThis, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    showSnapshot('full');
    expect(document.documentElement.dataset.motion).toBe('off');
    keepLooks({ table: 'blue', cardBack: 'dots' });
    showSnapshot('full');
    expect(document.documentElement.dataset.motion).toBe('off');
  });

  it("paint from the page's head at once, and the board's snapshot once the body is parsed", () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    keepLooks({ table: 'burgundy', cardBack: 'dots' });
    writeSnapshot('full', snapshot);
    showSnapshot('full');
    expect(document.documentElement.dataset.table).toBe('burgundy');
    expect(document.getElementById('board-snapshot')).toBeNull();
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    expect(document.getElementById('board-snapshot')?.style.visibility).toBe('hidden');
    document.getElementById('board-snapshot')?.remove();
  });

  /**
   * A page whose stored game, browser language and extension version are those of `snapshot`,
   * still being parsed: returns the spy on its `readyState`, to move it on.
   */
  const whereSnapshotIsCurrent = () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    store(newGame('YU1-C-AAAAAAB'));
    return vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  };

  // happy-dom lays nothing out: every box it gives is 0 x 0.
  it.each([
    ['its table has the box they were computed from', { table: [0, 0] }, '114.216px'],
    ['not when its table is wider', { table: [1280, 0] }, ''],
    ['not when its table is taller', { table: [0, 745] }, ''],
    ['not when they are of another shape', { table: '0,0' }, ''],
    ['not when their style is of another shape', { table: [0, 0], style: 5 }, ''],
  ])('paint the board with the sizes it was kept with when %s', async (_, sizes, cardWidth) => {
    performance.clearMarks(SNAPSHOT_PAINTED);
    const readyState = whereSnapshotIsCurrent();
    writeSnapshot('full', {
      ...snapshot,
      markup:
        '<main class="game"><div class="table"><div class="board" style="--columns: 7"></div></div></main>',
      sizes: { style: '--card-w:114.216px', ...sizes } as unknown as BoardSizes,
    });
    showSnapshot('full');
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    const holder = document.getElementById('board-snapshot');
    await vi.waitFor(() => expect(holder?.style.visibility).toBe('visible'));
    const board = holder?.querySelector<HTMLElement>('.board');
    expect(board?.style.getPropertyValue('--card-w')).toBe(cardWidth);
    // What the markup gave the board stays, and the board is in the layout.
    expect(board?.style.getPropertyValue('--columns')).toBe('7');
    expect(board?.style.display).toBe('');
    // The mark its frame sets says so (`npm run bench` counts it; the E2E tests read it).
    await vi.waitFor(() => expect(performance.getEntriesByName(SNAPSHOT_PAINTED)).toHaveLength(1));
    const [painted] = performance.getEntriesByName(SNAPSHOT_PAINTED) as PerformanceMark[];
    expect(painted.detail).toEqual({ isSized: cardWidth !== '' });
  });

  it("keep the board out of the layout, unshown, until the page's style sheet has loaded", async () => {
    const readyState = whereSnapshotIsCurrent();
    // A style sheet still on its way: no sheet yet, and no load event until it comes.
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.append(link);
    writeSnapshot('full', {
      ...snapshot,
      markup: '<main class="game"><div class="table"><div class="board"></div></div></main>',
      sizes: { table: [0, 0], style: '--card-w:114.216px' },
    });
    showSnapshot('full');
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    const holder = document.getElementById('board-snapshot');
    const board = holder?.querySelector<HTMLElement>('.board');
    await new Promise((settle) => setTimeout(settle, 20));
    expect(holder?.style.visibility).toBe('hidden');
    expect(board?.style.display).toBe('none');
    link.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(holder?.style.visibility).toBe('visible'));
    expect(board?.style.display).toBe('');
    expect(board?.style.getPropertyValue('--card-w')).toBe('114.216px');
    link.remove();
  });

  it.each([
    ['none kept', null],
    ['not JSON', '{"table":'],
    ['a back that is not a word', JSON.stringify({ table: 'blue', cardBack: 3 })],
  ])('leave the default table when there are %s', (_, kept) => {
    if (kept !== null) localStorage.setItem('looks.v1', kept);
    expect(readKeptLooks()).toBeNull();
    showSnapshot('full');
    expect(document.documentElement.dataset.table).toBeUndefined();
  });
});

describe('a board snapshot', () => {
  it('keeps the board at rest and leaves out dialogs, notices, spoken text, the open Help and what a won game adds', () => {
    const main = document.createElement('main');
    main.innerHTML = `
      <h1 class="visually-hidden">Yukon Solitaire</h1>
      <div role="application"><div role="img" aria-label="7 of hearts"></div></div>
      <details open><summary>Help</summary><p>Rules</p></details>
      <div class="visually-hidden" role="status" aria-live="polite"><p>Moved 7 of hearts</p></div>
      <div class="notices"><p>Not a legal move</p></div>
      <p class="problem" role="alert">Not saved</p>
      <dialog open><h2>You won!</h2></dialog>
      <section class="ending-note"><h2>Game over</h2></section>
      <div class="celebration" aria-hidden="true"><span>Fireworks</span></div>`;
    const copy = document.createElement('div');
    copy.innerHTML = takeSnapshot(main);

    expect(copy.querySelector('[aria-label="7 of hearts"]')).not.toBeNull();
    expect(copy.querySelector('details')?.hasAttribute('open')).toBe(false);
    // The notices' strip keeps its place above the table, empty, so the board lies where the
    // live board will.
    expect(copy.querySelector('.notices')?.childElementCount).toBe(0);
    expect(copy.textContent).not.toMatch(
      /Moved|legal|Not saved|You won|Game over|Fireworks|Yukon Solitaire/,
    );
    // The page's own markup is untouched.
    expect(main.querySelector('dialog')).not.toBeNull();
  });

  it("keeps the sizes a hidden page's board had as it was hidden, though the page is laid out anew after", () => {
    const main = document.createElement('main');
    main.innerHTML = '<div class="table"><div class="board"></div></div>';
    const table = main.querySelector('.table') as HTMLElement;
    const shown = {
      revision: 3,
      updatedAt: snapshot.updatedAt,
      settingsUpdatedAt: null,
      game: newGame('YU1-C-AAAAAAB'),
      isEndingClosed: false,
    };
    const layOut = (width: number, height: number) =>
      vi.spyOn(table, 'getBoundingClientRect').mockReturnValue({ width, height } as DOMRect);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    layOut(1280, 707.3);
    keepSnapshot('full', main, shown);
    // The closing tab laid out at another size, and its clock's write kept again.
    layOut(780, 351.2);
    keepSnapshot('full', main, { ...shown, updatedAt: shown.updatedAt + 1 });
    expect(readSnapshot('full')?.sizes?.table).toEqual([1280, 707.3]);
    // Shown again (a tab switched back to), it measures anew.
    visibility.mockReturnValue('visible');
    keepSnapshot('full', main, { ...shown, updatedAt: shown.updatedAt + 2 });
    expect(readSnapshot('full')?.sizes?.table).toEqual([780, 351.2]);
  });

  it('shows no group lifted, no pile lit and no hint: a page hidden during one opens the next one at rest', () => {
    const main = document.createElement('main');
    main.innerHTML = `
      <div class="board is-keyboard-lift" role="application">
        <div class="column is-target is-over is-returning" role="group" aria-label="column 1">
          <div class="card is-covered is-returned-onto" role="img" aria-label="8 of spades"></div>
          <div class="card is-hinted" role="img" aria-label="7 of diamonds"></div>
        </div>
        <div class="column is-hint-target" role="group" aria-label="column 2">
          <div class="card is-covered is-lifted" role="img" aria-label="6 of hearts" style="--w: 0; --lift-x: 40px; --lift-y: -12px"></div>
          <div class="card is-lifted" role="img" aria-label="5 of clubs" style="--w: 0.27; --lift-x: 40px; --lift-y: -12px"></div>
        </div>
      </div>`;
    const copy = document.createElement('div');
    copy.innerHTML = takeSnapshot(main);

    const classes = [...copy.querySelectorAll('[class]')].map((element) => element.className);
    expect(classes.join(' ')).not.toMatch(
      /is-(lifted|keyboard-lift|target|over|hint|returned|returning)/,
    );
    // What the board shows at rest stays: the cards, their places, which are cut short.
    const six = copy.querySelector<HTMLElement>('[aria-label="6 of hearts"]');
    expect(six?.classList.contains('is-covered')).toBe(true);
    expect(six?.style.getPropertyValue('--w')).toBe('0');
    expect(six?.style.getPropertyValue('--lift-x')).toBe('');
    expect(
      copy.querySelector<HTMLElement>('[aria-label="5 of clubs"]')?.getAttribute('style'),
    ).not.toMatch(/lift/);
    // The page's own board keeps its lift.
    expect(main.querySelectorAll('.is-lifted')).toHaveLength(2);
  });

  it("draws no column's slot under its cards, and an empty column's as it is", () => {
    const main = document.createElement('main');
    main.innerHTML = `
      <div class="board" role="application">
        <div class="column" role="group" aria-label="column 1" style="--fan-length: 1">
          <div class="card" role="img" aria-label="8 of spades"></div>
        </div>
        <div class="column" role="group" aria-label="column 2"></div>
      </div>`;
    const copy = document.createElement('div');
    copy.innerHTML = takeSnapshot(main);

    const [held, empty] = copy.querySelectorAll<HTMLElement>('.column');
    expect(held.style.getPropertyValue('--slot')).toBe('transparent');
    expect(held.style.getPropertyValue('--fan-length')).toBe('1');
    expect(empty.style.getPropertyValue('--slot')).toBe('');
    // The live board keeps its slots: a card lifted off a column shows the slot under it.
    expect(main.querySelector<HTMLElement>('.column')?.style.getPropertyValue('--slot')).toBe('');
  });

  it("shows a page's time on the clock of a snapshot of the same board taken earlier", () => {
    const bar = (time: string) =>
      `<main class="game"><dl><dt>Time</dt><dd data-clock="">${time}</dd>` +
      '<dt>Moves</dt><dd>12</dd></dl><div role="img" aria-label="7 of hearts"></div></main>';
    const page = document.createElement('main');
    page.innerHTML = bar('3:40');

    const carried = document.createElement('div');
    carried.innerHTML = withClockOf(bar('3:12'), page);
    expect(carried.querySelector('[data-clock]')?.textContent).toBe('3:40');
    expect(carried.querySelector('dd:not([data-clock])')?.textContent).toBe('12');
    expect(carried.querySelector('[aria-label="7 of hearts"]')).not.toBeNull();
    // A player who hides the clock has none in either: the snapshot is kept as it is.
    const noClock = '<main class="game"><dl><dt>Moves</dt><dd>12</dd></dl></main>';
    expect(withClockOf(noClock, page)).toBe(noClock);
    expect(withClockOf(bar('3:12'), document.createElement('main'))).toBe(bar('3:12'));
  });

  it('reads back what was written, per layout', () => {
    writeSnapshot('full', snapshot);
    expect(readSnapshot('full')).toEqual(snapshot);
    expect(readSnapshot('compact')).toBeNull();
  });

  it.each([
    ['not JSON', '{"revision":'],
    ['a revision that is not a number', JSON.stringify({ ...snapshot, revision: '3' })],
    ['no markup', JSON.stringify({ ...snapshot, markup: undefined })],
    ["an older version's, without its board", JSON.stringify({ ...snapshot, board: undefined })],
    ['null', 'null'],
  ])('is not read when it is %s', (_, kept) => {
    localStorage.setItem('board-snapshot.v1.full', kept);
    expect(readSnapshot('full')).toBeNull();
  });

  it('is dropped, not left stale, when storage refuses the write', () => {
    writeSnapshot('full', snapshot);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeSnapshot('full', { ...snapshot, revision: 4 });
    expect(readSnapshot('full')).toBeNull();
  });
});

/** `game` after its `index`th legal move. */
function afterMove(game: Game, index: number): Game {
  const next = applyMove(game, legalMoves(game.variant, game.position)[index]).game;
  if (!next) throw new Error('a legal move is legal');
  return next;
}

describe("a snapshot's board", () => {
  const dealt = newGame('YU1-C-AAAAAAB');

  it('reads the same from a copy whose fields another page wrote in another order', () => {
    const reordered = JSON.parse(JSON.stringify(dealt, Object.keys(dealt).reverse()));
    reordered.position = {
      foundations: dealt.position.foundations,
      columns: dealt.position.columns.map(({ cards, faceDown }) => ({ faceDown, cards })),
    };
    expect(boardOf(reordered, undefined)).toBe(boardOf(dealt, false));
  });

  it('tells apart two games of one deal, one move on, and a closed ending', () => {
    const boards = [
      boardOf(dealt, false),
      boardOf(afterMove(dealt, 0), false),
      boardOf(afterMove(dealt, 1), false),
      boardOf(dealt, true),
    ];
    expect(new Set(boards).size).toBe(4);
    expect(boardOf({ code: 'YU1-C-AAAAAAB' }, false)).toBe('');
    expect(boardOf(null, false)).toBe('');
  });
});

describe('whether a snapshot is current', () => {
  const dealt = newGame('YU1-C-AAAAAAB');
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is when the stored game has its revision, time and board', async () => {
    store(dealt);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(await isSnapshotCurrent(snapshot, { isNewTab: true })).toBe(true);
  });

  it('is not when another version of the extension took it (before an update)', async () => {
    store(dealt);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(await isSnapshotCurrent({ ...snapshot, version: '1.3.9' }, { isNewTab: true })).toBe(
      false,
    );
    expect(await isSnapshotCurrent({ ...snapshot, version: undefined }, { isNewTab: true })).toBe(
      false,
    );
  });

  it('is not on a new tab whose player chose the browser’s own, which shows no board', async () => {
    const handedOn = { ...snapshot, settingsUpdatedAt: 5 };
    store(dealt, {}, { settings: { showOnNewTab: false }, updatedAt: 5 });
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(await isSnapshotCurrent(handedOn, { isNewTab: true })).toBe(false);
    // A deal link's page and the popup show the game whatever that choice.
    expect(await isSnapshotCurrent(handedOn, { isNewTab: false })).toBe(true);
  });

  it.each([
    [
      'another board under the same revision and time (two pages wrote it at once)',
      () => store(afterMove(dealt, 0)),
    ],
    ['a later revision', () => store(dealt, { revision: 4 })],
    ['a stored game of another shape', () => store({ code: 'YU1-C-AAAAAAB' } as unknown as Game)],
  ])('is not with %s', async (_, storeIt) => {
    storeIt();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(await isSnapshotCurrent(snapshot, { isNewTab: true })).toBe(false);
  });
});
