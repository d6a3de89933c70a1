import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { localSettingsItem, SETTINGS_VERSIONS } from '../../../state/items';
import { DEFAULT_SETTINGS } from '../../../state/settings';
import { SavedSettingsSchema, SettingsSchema } from '../../../state/settings-schema';
import { createSettingsStore } from '../../../state/settings-store';
import { readStored } from '../../../state/stored-value';
import { lateReadItem } from './fake-item';

describe('settings', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it("defaults: double click, placement help and interactive rules on, auto placement off, New game offering the variant played, verdict and winnable deals only off, the clock and the score shown, the browser's language with its own corner letters, the game on new tabs, the green table and the lattice back, the standard deck, right-handed, motion as the system asks", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      doubleClick: true,
      placementHelp: true,
      interactiveRules: true,
      autoPlacement: false,
      defaultVariant: 'played',
      showVerdict: false,
      showClock: true,
      showScore: true,
      winnableDealsOnly: false,
      language: 'browser',
      englishRankMarks: false,
      showOnNewTab: true,
      table: 'green',
      cardBack: 'lattice',
      deck: 'standard',
      hand: 'right',
      motion: 'system',
    });
  });

  it('the defaults written out are what the schema reads from nothing stored, field by field, so the two cannot drift', () => {
    expect(v.parse(SettingsSchema, {})).toStrictEqual(DEFAULT_SETTINGS);
  });

  it("reads an older version's settings, stored before the looks were settings, with the default looks (docs/rules.md, Looks)", () => {
    const older = { ...DEFAULT_SETTINGS, doubleClick: false } as Partial<typeof DEFAULT_SETTINGS>;
    delete older.table;
    delete older.cardBack;
    delete older.deck;
    delete older.hand;
    delete older.motion;
    const read = readStored(SavedSettingsSchema, { settings: older, updatedAt: 7 });
    expect(read.value?.settings).toMatchObject({
      doubleClick: false,
      table: 'green',
      cardBack: 'lattice',
      deck: 'standard',
      hand: 'right',
      motion: 'system',
    });
    const unknown = readStored(SavedSettingsSchema, {
      settings: { table: 'purple', cardBack: 7, deck: 'tarot', hand: 'both', motion: 'slow' },
      updatedAt: 7,
    });
    expect(unknown.value?.settings).toMatchObject({
      table: 'green',
      cardBack: 'lattice',
      deck: 'standard',
      hand: 'right',
      motion: 'system',
    });
    const chosen = readStored(SavedSettingsSchema, {
      settings: {
        table: 'graphite',
        cardBack: 'dots',
        deck: 'four-colour',
        hand: 'left',
        motion: 'off',
      },
      updatedAt: 7,
    });
    expect(chosen.value?.settings).toMatchObject({
      table: 'graphite',
      cardBack: 'dots',
      deck: 'four-colour',
      hand: 'left',
      motion: 'off',
    });
  });

  it('keeps the good fields of stored settings and defaults the broken or missing ones', () => {
    const read = readStored(SavedSettingsSchema, {
      settings: {
        doubleClick: false,
        autoPlacement: 'yes',
        defaultVariant: 'S',
        showVerdict: 'on',
        winnableDealsOnly: true,
        extra: 1,
      },
      updatedAt: 5,
    });
    expect(read.value).toEqual({
      settings: {
        ...DEFAULT_SETTINGS,
        doubleClick: false,
        defaultVariant: 'S',
        winnableDealsOnly: true,
      },
      updatedAt: 5,
    });
    expect(readStored(SavedSettingsSchema, null).refusal).toBe('missing');
    for (const foreign of [42, 'text', [true], { settings: 'text', updatedAt: 5 }])
      expect(readStored(SavedSettingsSchema, foreign).refusal).toBe('unreadable');
  });

  it('saves a change and another page sees it', async () => {
    const options = createSettingsStore({ item: localSettingsItem });
    const board = createSettingsStore({ item: localSettingsItem });
    await options.load();
    await board.load();
    options.update({ autoPlacement: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(board.settings.value.autoPlacement).toBe(true);
    const reopened = createSettingsStore({ item: localSettingsItem });
    await reopened.load();
    expect(reopened.settings.value.autoPlacement).toBe(true);
  });

  it('keeps settings another page writes while it reads, and its own change keeps them', async () => {
    const item = lateReadItem();
    const page = createSettingsStore({ item });
    const loading = page.load();
    const elsewhere = { ...DEFAULT_SETTINGS, autoPlacement: true };
    await item.setValue({ settings: elsewhere, updatedAt: 5 });
    item.answerRead();
    await loading;
    expect(page.settings.value.autoPlacement).toBe(true);
    page.update({ doubleClick: !DEFAULT_SETTINGS.doubleClick });
    expect(item.stored()).toMatchObject({ settings: { autoPlacement: true } });
  });

  describe('as a page opening reads them from storage', () => {
    /** The settings a page opening now reads, and what storage holds once it has read them. */
    async function opened() {
      const store = createSettingsStore({
        item: storage.defineItem<unknown>('local:settings', SETTINGS_VERSIONS),
      });
      await store.load();
      return { settings: store.settings.value, stored: await fakeBrowser.storage.local.get() };
    }

    it("reads version 1's settings, stored alone, as changed at no time", async () => {
      await fakeBrowser.storage.local.set({ settings: { table: 'blue', doubleClick: false } });
      const { settings, stored } = await opened();
      expect(settings).toMatchObject({ table: 'blue', doubleClick: false });
      expect(stored).toEqual({
        settings: { settings: { table: 'blue', doubleClick: false }, updatedAt: 0 },
        settings$: { v: 2 },
      });
    });

    it('keeps settings whose version was never written (written apart from them), not wrapped again and lost', async () => {
      const saved = { settings: { table: 'blue', doubleClick: false }, updatedAt: 5 };
      await fakeBrowser.storage.local.set({ settings: saved });
      const { settings, stored } = await opened();
      expect(settings).toMatchObject({ table: 'blue', doubleClick: false });
      expect(stored).toEqual({ settings: saved, settings$: { v: 2 } });
    });

    it('reads settings wrapped twice (by the version 2 that lost them) as the ones inside, and saves a change in the right shape', async () => {
      const saved = { settings: { table: 'blue', doubleClick: false }, updatedAt: 5 };
      await fakeBrowser.storage.local.set({
        settings: { settings: saved, updatedAt: 0 },
        settings$: { v: 2 },
      });
      const store = createSettingsStore({
        item: storage.defineItem<unknown>('local:settings', SETTINGS_VERSIONS),
      });
      await store.load();
      expect(store.settings.value).toMatchObject({ table: 'blue', doubleClick: false });
      store.update({ motion: 'fast' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const stored = (await fakeBrowser.storage.local.get('settings')).settings;
      expect(stored).toMatchObject({
        settings: { table: 'blue', doubleClick: false, motion: 'fast' },
        updatedAt: expect.any(Number),
      });
      expect(readStored(SavedSettingsSchema, stored).value?.settings.table).toBe('blue');
    });
  });
});
