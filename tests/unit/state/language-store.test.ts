import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '#i18n';
import { createLanguageStore } from '../../../state/language-store';
import { DEFAULT_SETTINGS } from '../../../state/settings';
import { createSettingsStore } from '../../../state/settings-store';
import { messagesOf } from '../i18n/catalogs';
import { fakeItem } from './fake-item';

const stored = (change: Partial<typeof DEFAULT_SETTINGS>) => ({
  settings: { ...DEFAULT_SETTINGS, ...change },
  updatedAt: 1,
});

describe('language store', () => {
  afterEach(() => setLanguage('browser'));

  it('sets the stored language before the page renders, then follows a change made on another page', async () => {
    const item = fakeItem(stored({ language: 'pl' }));
    const board = createSettingsStore({ item });
    const language = createLanguageStore({ item, settings: board, fetchMessages: messagesOf });
    await language.start();
    expect(i18n.language()).toBe('pl');
    expect(i18n.t('bar.newGame')).toBe('Nowa gra');

    const stop = language.follow();
    await board.load();
    const options = createSettingsStore({ item });
    await options.load();
    options.update({ language: 'fr', englishRankMarks: true });
    await expect.poll(() => i18n.language()).toBe('fr');
    expect(i18n.t('bar.newGame')).toBe('Nouvelle partie');
    expect(i18n.isEnglishRankMarks()).toBe(true);
    stop();
  });

  it("shows the browser's language when nothing is stored", async () => {
    const item = fakeItem();
    const language = createLanguageStore({
      item,
      settings: createSettingsStore({ item }),
      fetchMessages: messagesOf,
    });
    await language.start();
    expect(i18n.language()).toBe('en');
  });
});
