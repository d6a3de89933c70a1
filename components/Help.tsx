import { type ReadonlySignal, useComputed } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { VARIANT_WORDS } from './names';
import './Help.css';

/** The keys of keyboard play and what each does, in the order a player uses them. */
const KEYS = [
  { key: () => i18n.t('keys.arrowsKey'), action: () => i18n.t('keys.arrows') },
  { key: () => i18n.t('keys.pickUpKey'), action: () => i18n.t('keys.pickUp') },
  { key: () => i18n.t('keys.putBackKey'), action: () => i18n.t('keys.putBack') },
  { key: () => i18n.t('keys.homeKey'), action: () => i18n.t('keys.home') },
  { key: () => i18n.t('keys.describeKey'), action: () => i18n.t('keys.describe') },
  { key: () => i18n.t('keys.undoKey'), action: () => i18n.t('keys.undo') },
  { key: () => i18n.t('keys.redoKey'), action: () => i18n.t('keys.redo') },
  { key: () => i18n.t('keys.hintKey'), action: () => i18n.t('keys.hint') },
];

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
 * The help: a small "Help" disclosure after the board with the rules in short (for the variant
 * played) and the keys, closed again by Escape or a press elsewhere; and the same keys in one
 * hidden line (`id`) that describes the board to assistive technology. The line is apart from
 * the disclosure because Chromium computes no description from the content of a closed <details>.
 */
export function Help({
  id,
  game,
  settings,
}: {
  id: string;
  game: GameStore;
  settings: ReadonlySignal<Settings>;
}) {
  // Only a new variant or a settings change draws the help again, not every move.
  const variant = useComputed(() => game.current.value.variant);
  const rules = useComputed(() => rulesOf(variant.value, settings.value)).value;
  const details = useRef<HTMLDetailsElement>(null);

  // Open, the panel lies over the board: a press anywhere else closes it, as Escape does. (A
  // layout effect: the listener is there from the first frame on.)
  useLayoutEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const help = details.current;
      if (help?.open && !help.contains(event.target as Node)) help.open = false;
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    const help = details.current;
    if (event.key !== 'Escape' || !help?.open) return;
    event.preventDefault();
    help.open = false;
    help.querySelector('summary')?.focus();
  };

  return (
    <>
      <p id={id} hidden>
        {KEYS.map(({ key, action }) => `${key()}: ${action()}`).join('; ')}
      </p>
      <details class="key-help" ref={details} onKeyDown={closeOnEscape}>
        <summary class="key-help__title">{i18n.t('help.title')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: where the panel is shorter than the help (a small window), keys must reach it to scroll it (axe: scrollable-region-focusable) */}
        <div class="key-help__panel" tabIndex={0}>
          <h2 class="key-help__heading">{i18n.t('help.rulesTitle')}</h2>
          <ul class="key-help__rules">
            {rules.map((rule) => (
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
