/**
 * What the parts of `npm run bench` share: how many runs each part makes (`--quick` or not), the
 * budgets, the rows of the table every part adds to, the record written as JSON, and the table's
 * printing.
 */

export const isQuick = process.argv.includes('--quick');

/** The parts named by `--only=paint,moves` (extension.bench.ts, PARTS), or null for all of them. */
export const onlyParts =
  process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? null;
/**
 * How many times each part runs. `--quick` (what CI runs, beside its last tests on busy cores)
 * keeps every part working, not its figures: each measure is taken once, no load warms a cache.
 */
export const runs = isQuick
  ? {
      warmups: 0,
      loads: 1,
      frameWatches: 1,
      rasters: 1,
      actions: 6,
      heapMoves: 10,
      memoryDeals: [104],
    }
  : {
      warmups: 2,
      loads: 30,
      frameWatches: 3,
      rasters: 5,
      actions: 200,
      heapMoves: 500,
      // Deals the page's search leaves undecided at its cap: the most a search holds.
      memoryDeals: [104, 270, 559, 973],
    };

/** The dashboard's budgets (docs/speed.md, Figures and budgets). */
export const budgets = {
  paintRatio: 1.3,
  newtabKb: 40,
  releaseToPaintP95Ms: 16,
  /** A move's painting frame p95 against the trivial page's, in the same run. */
  moveFrameRatio: 1.5,
  /** The share of moves painted in the first frame after their release. */
  firstFrameShare: 0.99,
  untouchedPileRenders: 0,
  /** A card drawn again with the props of its last render: one that did not change. */
  unchangedCardRenders: 0,
  heapMb: 10,
  /** Luma of a corner of any frame before the board is painted; the dark felt is about 35. */
  flashLuma: 80,
};

export interface Row {
  part: string;
  figure: string;
  value: string;
  budget?: string;
  isWithin?: boolean;
}

export const rows: Row[] = [];
/** Where a long run is, on stderr (the table goes to stdout). */
export const progress = (step: string) => process.stderr.write(`${step}\n`);
export const record: Record<string, unknown> = {};
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the rows in columns; a line a script printed without a figure spans the row. */
export function printTable() {
  const figureRows = rows.filter((row) => row.value !== '');
  const width = (pick: (row: Row) => string) =>
    Math.max(...figureRows.map((row) => pick(row).length));
  const widths = [width((row) => row.part), width((row) => row.figure), width((row) => row.value)];
  for (const row of rows) {
    const verdict = row.isWithin === undefined ? '' : row.isWithin ? 'within' : 'OVER';
    const cells =
      row.value === ''
        ? [row.part.padEnd(widths[0]), row.figure]
        : [
            row.part.padEnd(widths[0]),
            row.figure.padEnd(widths[1]),
            row.value.padEnd(widths[2]),
            row.budget ? `${verdict.padEnd(6)} ${row.budget}` : '',
          ];
    console.log(cells.join('  ').trimEnd());
  }
}
