/**
 * The player's settings (set on the options page), their defaults and the form they are stored
 * in. Their schemas are in settings-schema.ts, which a page loads beside its first storage reads
 * (read-item.ts), not before it can paint (docs/speed.md, Weight).
 */
import type * as v from 'valibot';
import { VARIANT_LETTERS } from '../engine/variants';
import type { SettingsSchema } from './settings-schema';

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
 * What New game offers first (docs/rules.md, Moves), the first the default: the variant of
 * the game on the table (`played`), or always one variant, by its letter.
 */
export const NEW_GAME_VARIANTS = ['played', ...VARIANT_LETTERS] as const;
export type NewGameVariant = (typeof NEW_GAME_VARIANTS)[number];

/** Every setting (settings-schema.ts gives each one's meaning). */
export type Settings = v.InferOutput<typeof SettingsSchema>;

/**
 * Every setting at its default: what the schema reads from `{}` (a unit test holds the two
 * together), written out so that a page shows them before the schemas have loaded.
 */
export const DEFAULT_SETTINGS: Settings = {
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
};

/** The settings as a browser keeps them: the settings and when they last changed. */
export interface SavedSettings {
  settings: Settings;
  /** When the player last changed a setting, ms since the epoch (0: before sync kept it). */
  updatedAt: number;
}
