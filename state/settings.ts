/**
 * The player's settings (set on the options page) and the form they are stored in.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS } from '../engine';
import { LANGUAGES } from './i18n';

/** The table colours a player can choose (docs/rules.md, Looks), the first the default. */
export const TABLES = ['green', 'blue', 'burgundy', 'graphite'] as const;
export type Table = (typeof TABLES)[number];

/** The card backs a player can choose (docs/rules.md, Looks), the first the default. */
export const CARD_BACKS = ['lattice', 'stripes', 'dots', 'rays'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/**
 * The decks a player can choose (docs/rules.md, Looks), the first the default: two colours; four
 * (diamonds blue, clubs green); large print (bigger corners).
 */
export const DECKS = ['standard', 'four-colour', 'large-print'] as const;
export type Deck = (typeof DECKS)[number];

/**
 * The side of the tableau the foundations lie on (docs/rules.md, Looks), the first the default:
 * right-handed, at its right; left-handed, at its left (and the stock and the waste at its right).
 */
export const HANDS = ['right', 'left'] as const;
export type Hand = (typeof HANDS)[number];

/**
 * How cards move (docs/rules.md, Looks), the first the default: as the system asks
 * (`prefers-reduced-motion`: off when it asks for less, else normal), normal, fast or off.
 */
export const MOTION_CHOICES = ['system', 'normal', 'fast', 'off'] as const;
export type MotionChoice = (typeof MOTION_CHOICES)[number];

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
  /** The variant of a new random game. */
  defaultVariant: v.fallback(v.picklist(VARIANT_LETTERS), 'C'),
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
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = v.parse(SettingsSchema, {});

/** The settings as a browser keeps them: the settings and when they last changed. */
export interface SavedSettings {
  settings: Settings;
  /** When the player last changed a setting, ms since the epoch (0: before sync kept it). */
  updatedAt: number;
}

/** The stored settings item (state/items.ts `localSettingsItem`). */
export const SavedSettingsSchema = v.object({
  settings: SettingsSchema,
  updatedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
