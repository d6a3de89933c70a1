// @vitest-environment happy-dom
// The statistics backup's file, named in the player's language.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '#i18n';
import { StatsBackup } from '../../../components/StatsBackup';
import type { StatsStore } from '../../../state/stats-store';
import { messagesOf } from '../i18n/catalogs';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await setLanguage('browser');
});

/** The store's two parts that an export reads: nothing counted yet. */
const stats = {
  load: async () => () => {},
  snapshot: () => ({ devices: {}, folded: null }),
} as unknown as StatsStore;

it.each([
  [
    'en',
    'Export statistics',
    'Statistics exported to yukon-statistics-2026-01-05.json.',
    new Date(2026, 0, 5, 12),
  ],
  // A minute before midnight, local time: still that day.
  [
    'en',
    'Export statistics',
    'Statistics exported to yukon-statistics-2026-12-31.json.',
    new Date(2026, 11, 31, 23, 59),
  ],
  [
    'fr',
    'Exporter les statistiques',
    'Statistiques exportées dans yukon-statistiques-2026-01-05.json.',
    new Date(2026, 0, 5, 12),
  ],
  [
    'pl',
    'Eksportuj statystyki',
    'Statystyki wyeksportowano do pliku yukon-statystyki-2026-01-05.json.',
    new Date(2026, 0, 5, 12),
  ],
])('names the exported file in %s, by the day it was made', async (language, button, said, at) => {
  await setLanguage(language as 'en', async (each) => messagesOf(each));
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  render(<StatsBackup stats={stats} now={() => at.getTime()} />);
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(said)).toBeTruthy();
  expect(downloads).toEqual([said.match(/yukon-\S+\.json/)?.[0]]);
});
