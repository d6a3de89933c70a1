/**
 * The tables' dark felts (components/themes.css), for the bench's check that a dark new tab paints
 * the chosen table's felt from its first frame, never the default green first.
 */
import { readFile } from 'node:fs/promises';

/** The table colours but the default green, each of which the first frame must paint. */
export const OTHER_TABLES = ['blue', 'burgundy', 'graphite'];

/** The squared distance between two colours `#rrggbb`. */
function distance(one: string, other: string): number {
  const channels = (colour: string) =>
    [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
  const [a, b] = [channels(one), channels(other)];
  return a.reduce((sum, channel, index) => sum + (channel - b[index]) ** 2, 0);
}

/**
 * The dark felt tones of each table (components/themes.css, its `prefers-color-scheme: dark`
 * block: `--felt`, `--felt-light`, `--felt-deep`), by table name, each `#rrggbb`.
 * @throws Error when the sheet does not give a table its three tones.
 */
export async function darkFelts(): Promise<Record<string, string[]>> {
  const sheet = await readFile(new URL('../components/themes.css', import.meta.url), 'utf8');
  const dark = sheet.slice(sheet.indexOf('@media (prefers-color-scheme: dark)'));
  const felts: Record<string, string[]> = {};
  for (const table of ['green', ...OTHER_TABLES]) {
    const block = dark.match(new RegExp(`\\[data-table="${table}"\\]\\s*\\{([^}]*)\\}`))?.[1] ?? '';
    const tones = [...block.matchAll(/--felt(?:-light|-deep)?:\s*(#[0-9a-f]{6})/g)].map(
      ([, colour]) => colour,
    );
    if (tones.length !== 3)
      throw new Error(`themes.css gives the dark ${table} table no three felt tones.`);
    felts[table] = tones;
  }
  return felts;
}

/** The squared distance from `colour` to the nearest of `tones`. */
function nearest(colour: string, tones: string[]): number {
  return Math.min(...tones.map((tone) => distance(colour, tone)));
}

/**
 * Whether a frame's felt colour `corner` (`#rrggbb`) is `table`'s own: nearer one of its dark felt
 * tones (`felts`, from `darkFelts`) than any of the default green's.
 */
export function isOwnFelt(corner: string, table: string, felts: Record<string, string[]>): boolean {
  return nearest(corner, felts[table]) < nearest(corner, felts.green);
}
