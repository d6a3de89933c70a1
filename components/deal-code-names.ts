/**
 * The reasons a typed or linked deal code is refused, in words: apart from names.ts because only
 * the dialogs that read a deal code (loaded after the first paint) say them (docs/speed.md,
 * Weight).
 */
import { i18n } from '#i18n';
import type { DealCodeRefusal } from '../engine/deal-code-field';
import { BOARD_VARIANTS, VARIANT_WORDS } from './names';

/** Why a text names no deal, in the player's language (docs/rules.md, Deal codes). */
export function dealCodeRefusalText(refusal: DealCodeRefusal): string {
  switch (refusal.problem) {
    case 'prefix':
      return i18n.t('dealCodeProblem.prefix', [refusal.found]);
    case 'parts':
      return i18n.t('dealCodeProblem.parts');
    case 'variant': {
      // Each letter with its variant's name: the letters alone are nowhere else in the dialog.
      // The catalogs write the letters in the order of deal codes, BOARD_VARIANTS's.
      const [c, r, s, a, d, u] = BOARD_VARIANTS.map((letter) => VARIANT_WORDS[letter].name());
      return i18n.t('dealCodeProblem.variant', [refusal.found, c, r, s, a, d, u]);
    }
    case 'length':
      return i18n.t('dealCodeProblem.length', [refusal.found, String(refusal.found.length)]);
    case 'character':
      return i18n.t('dealCodeProblem.character', [refusal.found]);
    case 'dash':
      return i18n.t('dealCodeProblem.dash', [refusal.found]);
    case 'space':
      return i18n.t('dealCodeProblem.space');
    case 'invisible':
      return i18n.t('dealCodeProblem.invisible');
    case 'link-without-deal':
      return i18n.t('newGame.linkWithoutDeal');
  }
}
