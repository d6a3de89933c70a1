import { type ReadonlySignal, useComputed } from '@preact/signals';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { keysOf } from './Help';
import { VARIANT_WORDS } from './names';
import './sheet-tokens.css';
import './HelpPanel.css';

/**
 * The rules in short (docs/rules.md, Moves; Score, moves and time), with the building rule of
 * the game's variant, and the double click and auto placement only while those settings are on.
 */
function rulesOf(variant: Variant, { doubleClick, autoPlacement }: Settings) {
  const words = VARIANT_WORDS[variant];
  // Australian Patience deals every card face up and has a stock (docs/rules.md, U), Double
  // Yukon two decks (docs/rules.md, D); both lay their foundations out above the tableau.
  const hasStock = variant === 'U';
  const goal =
    variant === 'D'
      ? i18n.t('help.goalDouble')
      : hasStock
        ? i18n.t('help.goalStock')
        : i18n.t('help.goal');
  return [
    goal,
    i18n.t('help.build', [words.name(), words.hint()]),
    i18n.t('help.groups'),
    i18n.t('help.emptyColumn'),
    hasStock ? i18n.t('help.stock') : i18n.t('help.turnUp'),
    i18n.t('help.gestures'),
    ...(doubleClick ? [i18n.t('help.doubleClick')] : []),
    ...(autoPlacement ? [i18n.t('help.autoPlacement')] : []),
    i18n.t('help.takeBack'),
    hasStock ? i18n.t('help.scoreStock') : i18n.t('help.score'),
  ];
}

/**
 * A key's name, allowed to break after each "+": "Strg+Umschalt+Z" is wider than the keys'
 * column, and ran over its description.
 */
function breakableAtPlus(key: string) {
  return key
    .split('+')
    .flatMap((part, index, parts) =>
      index < parts.length - 1 ? [`${part}+`, <wbr key={index} />] : [part],
    );
}

/**
 * Tab, first: how a keyboard player reaches the board. Only the panel lists it; the keys' line
 * that describes the board (Help) is read once the board has the focus.
 */
const TAB = { key: () => i18n.t('keys.tabKey'), action: () => i18n.t('keys.tab') };

/** The open help's panel: the rules in short for the variant played, then the keys. */
export function HelpPanel({
  game,
  settings,
}: {
  game: GameStore;
  settings: ReadonlySignal<Settings>;
}) {
  // Only a new variant or a settings change draws the help again, not every move.
  const variant = useComputed(() => game.current.value.variant);
  const rules = useComputed(() => rulesOf(variant.value, settings.value)).value;
  return (
    // The frame's round corners clip the panel's scroll bar, which Firefox drew square over them.
    <div class="key-help__frame">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: where the panel is shorter than the help (a small window), keys must reach it to scroll it (axe: scrollable-region-focusable) */}
      <section class="key-help__panel" tabIndex={0} aria-label={i18n.t('help.title')}>
        <h2 class="key-help__heading">{i18n.t('help.rulesTitle')}</h2>
        <ul class="key-help__rules">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <h2 class="key-help__heading">{i18n.t('keys.title')}</h2>
        <dl class="key-help__list">
          {[TAB, ...keysOf(variant.value)].map(({ key, action }) => (
            <div class="key-help__row" key={key()}>
              <dt>
                <kbd>{breakableAtPlus(key())}</kbd>
              </dt>
              <dd>{action()}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
