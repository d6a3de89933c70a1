/**
 * The bench's check that a dark new tab shows the chosen table's felt from its first frame
 * (bench/felts.ts), on the corner colours its traced loads read.
 */
import { expect, it } from 'vitest';
import { darkFelts, isOwnFelt } from '../../../bench/felts';

it('reads each table’s three dark felt tones from themes.css', async () => {
  const felts = await darkFelts();
  expect(Object.keys(felts)).toEqual(['green', 'blue', 'burgundy', 'graphite']);
  expect(felts.graphite).toEqual(['#1c1e21', '#26292d', '#111214']);
});

it('takes either graphite tone a load showed for graphite, and the default green for none but green', async () => {
  const felts = await darkFelts();
  // A full run's graphite loads: the felt at the first frame, its deep shade at the next. The check
  // used to compare them with each other and took the deep shade, dark as it is, for the green.
  expect(isOwnFelt('#1b1f20', 'graphite', felts)).toBe(true);
  expect(isOwnFelt('#131416', 'graphite', felts)).toBe(true);
  // The default green's corner at First Contentful Paint in the same run.
  for (const table of ['blue', 'burgundy', 'graphite']) {
    expect(isOwnFelt('#061b12', table, felts)).toBe(false);
  }
  expect(isOwnFelt('#071726', 'blue', felts)).toBe(true);
  expect(isOwnFelt('#220e0f', 'burgundy', felts)).toBe(true);
});
