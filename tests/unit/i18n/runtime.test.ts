import { afterEach, describe, expect, it } from 'vitest';
import { i18n, type Language, setLanguage } from '#i18n';
import { messagesOf } from './catalogs';

/** Reads a catalog as the packaged extension serves it, counting the reads. */
function packaged() {
  const reads: Language[] = [];
  const fetchMessages = async (language: Language) => {
    reads.push(language);
    return messagesOf(language);
  };
  return { reads, fetchMessages };
}

describe('i18n', () => {
  afterEach(() => setLanguage('browser'));

  it('resolves a message to its English text from locales/en.yml', () => {
    expect(i18n.t('extension.name')).toBe('Yukon Solitaire');
    expect(i18n.t('settings.heading')).toBe('Yukon Solitaire settings');
  });

  it("shows the browser's own language without reading a catalog", async () => {
    const { reads, fetchMessages } = packaged();
    await setLanguage('browser', fetchMessages);
    await setLanguage('en', fetchMessages);
    expect(i18n.language()).toBe('en');
    expect(i18n.t('bar.newGame')).toBe('New game');
    expect(reads).toEqual([]);
  });

  it('switches to a chosen language at once and back, reading only that catalog', async () => {
    const { reads, fetchMessages } = packaged();
    await setLanguage('pl', fetchMessages);
    expect(i18n.language()).toBe('pl');
    expect(i18n.t('bar.newGame')).toBe('Nowa gra');
    expect(i18n.t('card.name', ['siódemka', 'kier'])).toBe('siódemka kier');
    await setLanguage('browser', fetchMessages);
    expect(i18n.t('bar.newGame')).toBe('New game');
    expect(reads).toEqual(['pl']);
  });

  it('keeps the latest choice when an earlier catalog arrives after it', async () => {
    const { fetchMessages } = packaged();
    const slowFrench = setLanguage('fr', fetchMessages);
    await setLanguage('de', fetchMessages);
    await slowFrench;
    expect(i18n.language()).toBe('de');
  });

  it('keeps the language shown when a catalog cannot be read', async () => {
    const { fetchMessages } = packaged();
    await setLanguage('nl', fetchMessages);
    await expect(setLanguage('fy', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(i18n.language()).toBe('nl');
  });

  it('says Polish counts with one, few and many: 1 ruch, 2 ruchy, 5 ruchów, 22 ruchy', async () => {
    await setLanguage('pl', packaged().fetchMessages);
    const moves = (count: number) => i18n.t('newGame.leaving', count);
    expect(moves(1)).toContain('(1 ruch)');
    expect(moves(2)).toContain('(2 ruchy)');
    expect(moves(5)).toContain('(5 ruchów)');
    expect(moves(12)).toContain('(12 ruchów)');
    expect(moves(22)).toContain('(22 ruchy)');
  });

  it('says French 0 and 1 in the singular: 0 coup, 1 coup, 2 coups', async () => {
    await setLanguage('fr', packaged().fetchMessages);
    const moves = (count: number) => i18n.t('newGame.leaving', count);
    expect(moves(0)).toContain('(0 coup)');
    expect(moves(1)).toContain('(1 coup)');
    expect(moves(2)).toContain('(2 coups)');
  });

  it('writes a count the language’s way', async () => {
    await setLanguage('de', packaged().fetchMessages);
    expect(i18n.t('dealSearch.tried', 12345)).toContain('12.345');
    expect(i18n.number(0.5, { style: 'percent' })).toMatch(/^50\s%$/);
  });
});
