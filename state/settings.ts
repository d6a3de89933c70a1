/**
 * The player's settings (issue 3: the options page) and how they are read from storage.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS } from '../engine';

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
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = v.parse(SettingsSchema, {});

/** Reads stored settings: good fields are kept, anything else falls back to the defaults. */
export function readSettings(value: unknown): Settings {
  return v.parse(SettingsSchema, typeof value === 'object' && value !== null ? value : {});
}
