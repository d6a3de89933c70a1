/**
 * The schemas of the player's settings as they are stored (`localSettingsItem`) and synced
 * (sync-schemas.ts). A page loads them with the other stored values' schemas (stored-schemas.ts)
 * beside its first storage reads; settings.ts holds the settings' type and defaults.
 */
import * as v from 'valibot';
import { LANGUAGES } from './i18n';
import { CARD_BACKS, DECKS, HANDS, MOTION_CHOICES, NEW_GAME_VARIANTS, TABLES } from './settings';

/**
 * Every setting with its default. A stored value with a missing or broken field keeps the
 * fields that are good and takes the default for the rest, so a newer version's settings
 * (more fields) or an older one's (fewer) still read.
 */
export const SettingsSchema = v.object({
  /** Double tap a face-up card to move its group to a legal column. */
  doubleClick: v.fallback(v.boolean(), true),
  /** While dragging, highlight the legal destinations. */
  placementHelp: v.fallback(v.boolean(), true),
  /** A refused move shows one short sentence naming the rule. */
  interactiveRules: v.fallback(v.boolean(), true),
  /** A group dropped where it cannot go is placed on a legal column if there is one. */
  autoPlacement: v.fallback(v.boolean(), false),
  /**
   * The variant New game offers first: the game's on the table, or always the one of this letter.
   * An older version's reading of `played` falls back to its default.
   */
  defaultVariant: v.fallback(v.picklist(NEW_GAME_VARIANTS), 'played'),
  /** The game bar shows whether the game can still be won (the solver's verdict). */
  showVerdict: v.fallback(v.boolean(), false),
  /** The game bar shows the time played (kept with the game and counted either way). */
  showClock: v.fallback(v.boolean(), true),
  /** The game bar shows the score and moves are announced with it (counted either way). */
  showScore: v.fallback(v.boolean(), true),
  /** A new random deal is one the solver proved winnable. */
  winnableDealsOnly: v.fallback(v.boolean(), false),
  /** The language of every text: the browser's own (English when not shipped) or one chosen. */
  language: v.fallback(v.picklist(['browser', ...LANGUAGES]), 'browser'),
  /** The cards' corners keep A K Q J instead of the language's own rank letters. */
  englishRankMarks: v.fallback(v.boolean(), false),
  /** New tabs show the game; off, the browser's own new-tab page (the popup keeps the game). */
  showOnNewTab: v.fallback(v.boolean(), true),
  /** The colour of the table (the felt). */
  table: v.fallback(v.picklist(TABLES), 'green'),
  /** The pattern on the face-down cards. */
  cardBack: v.fallback(v.picklist(CARD_BACKS), 'lattice'),
  /** How the card faces are printed: two colours, four colours or large print. */
  deck: v.fallback(v.picklist(DECKS), 'standard'),
  /** Right-handed (the foundations at the tableau's right) or left-handed (at its left). */
  hand: v.fallback(v.picklist(HANDS), 'right'),
  /** How cards move: as the system asks, normal, fast or off. */
  motion: v.fallback(v.picklist(MOTION_CHOICES), 'system'),
});

/** Whether `stored` has the shape of saved settings: the settings and when they changed. */
const isSaved = (stored: unknown): stored is { settings: unknown; updatedAt: unknown } =>
  typeof stored === 'object' && stored !== null && 'settings' in stored && 'updatedAt' in stored;

/**
 * The stored settings item (state/items.ts `localSettingsItem`): `SavedSettings`, settings.ts.
 * Saved settings wrapped a second time, at no time (`updatedAt` 0), read as the ones inside:
 * the migration to version 2 wrapped settings already in its shape when their version record
 * was not yet written (items.ts), and every setting then read as its default.
 */
export const SavedSettingsSchema = v.pipe(
  v.unknown(),
  v.transform((stored) =>
    isSaved(stored) && stored.updatedAt === 0 && isSaved(stored.settings)
      ? stored.settings
      : stored,
  ),
  v.object({
    settings: SettingsSchema,
    updatedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
