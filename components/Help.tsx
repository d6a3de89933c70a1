import { useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import type { GameStore } from '../state/game-store';
import { VARIANT_WORDS } from './names';

/** The keys of keyboard play and what each does, in the order a player uses them. */
const KEYS = [
  { key: () => i18n.t('keys.arrowsKey'), action: () => i18n.t('keys.arrows') },
  { key: () => i18n.t('keys.pickUpKey'), action: () => i18n.t('keys.pickUp') },
  { key: () => i18n.t('keys.putBackKey'), action: () => i18n.t('keys.putBack') },
  { key: () => i18n.t('keys.homeKey'), action: () => i18n.t('keys.home') },
  { key: () => i18n.t('keys.describeKey'), action: () => i18n.t('keys.describe') },
  { key: () => i18n.t('keys.undoKey'), action: () => i18n.t('keys.undo') },
  { key: () => i18n.t('keys.hintKey'), action: () => i18n.t('keys.hint') },
];

/** The rules in short (RULES.md, Moves and Score), the building rule for the game's variant. */
function rulesOf(variant: Variant) {
  const words = VARIANT_WORDS[variant];
  return [
    i18n.t('help.goal'),
    i18n.t('help.build', [words.name(), words.hint()]),
    i18n.t('help.groups'),
    i18n.t('help.emptyColumn'),
    i18n.t('help.turnUp'),
    i18n.t('help.gestures'),
    i18n.t('help.takeBack'),
    i18n.t('help.score'),
  ];
}

/**
 * The help: a small "Help" disclosure after the board with the rules in short (for the variant
 * played) and the keys; and the same keys in one hidden line (`id`) that describes the board to
 * assistive technology. The line is apart from the disclosure because Chromium computes no
 * description from the content of a closed <details>.
 */
export function Help({ id, game }: { id: string; game: GameStore }) {
  // Only a new variant draws the help again, not every move.
  const variant = useComputed(() => game.game.value.variant).value;
  return (
    <>
      <p id={id} hidden>
        {KEYS.map(({ key, action }) => `${key()}: ${action()}`).join('; ')}
      </p>
      <details class="key-help">
        <summary class="key-help__title">{i18n.t('help.title')}</summary>
        <div class="key-help__panel">
          <h2 class="key-help__heading">{i18n.t('help.rulesTitle')}</h2>
          <ul class="key-help__rules">
            {rulesOf(variant).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <h2 class="key-help__heading">{i18n.t('keys.title')}</h2>
          <dl class="key-help__list">
            {KEYS.map(({ key, action }) => (
              <div class="key-help__row" key={key()}>
                <dt>
                  <kbd>{key()}</kbd>
                </dt>
                <dd>{action()}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    </>
  );
}
