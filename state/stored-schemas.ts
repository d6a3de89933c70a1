/**
 * What a game page checks the stored values it reads with: the schemas of its items and
 * `readStored` (stored-value.ts). A module of its own, imported only dynamically (read-item.ts),
 * so that valibot, the schemas and the game's soundness check are not in what the page fetches
 * before it can paint; it loads beside the page's first storage reads (docs/speed.md, Weight).
 */
export { SavedGameSchema as savedGame, SyncProblemSchema as syncProblem } from './schemas';
export { SavedSettingsSchema as savedSettings } from './settings-schema';
export { readStored } from './stored-value';
