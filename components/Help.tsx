import { type ReadonlySignal, useComputed } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { lazyView } from './lazy-view';
import './Help.css';

// What the open panel shows loads after the first paint: the panel starts closed
// (docs/speed.md, Weight).
const HelpPanel = lazyView(() => import('./HelpPanel').then((module) => module.HelpPanel));

/**
 * The keys of keyboard play and what each does, in the order a player uses them; in Australian
 * Patience the arrows reach the stock and the waste too, and Enter on the stock turns a card (the
 * turn: docs/rules.md, U).
 */
export function keysOf(variant: Variant) {
  // `keys.arrows` and `keys.pickUp`, or `keys.arrowsStock` and `keys.pickUpStock`: one suffix
  // costs the first paint fewer bytes than two choices written out.
  const stock = variant === 'U' ? 'Stock' : '';
  return [
    { key: () => i18n.t('keys.arrowsKey'), action: () => i18n.t(`keys.arrows${stock}`) },
    { key: () => i18n.t('keys.pickUpKey'), action: () => i18n.t(`keys.pickUp${stock}`) },
    ...KEYS,
  ];
}

/** The keys in one line, as assistive technology reads them: "Arrow keys: move …; Enter or …". */
export function keysLine(variant: Variant): string {
  return keysOf(variant)
    .map(({ key, action }) => i18n.t('keys.entry', [key(), action()]))
    .reduce((list, entry) => i18n.t('keys.list', [list, entry]));
}

/** The keys after the arrows and Enter, the same in every variant. */
const KEYS = [
  { key: () => i18n.t('keys.putBackKey'), action: () => i18n.t('keys.putBack') },
  { key: () => i18n.t('keys.homeKey'), action: () => i18n.t('keys.home') },
  { key: () => i18n.t('keys.describeKey'), action: () => i18n.t('keys.describe') },
  { key: () => i18n.t('keys.undoKey'), action: () => i18n.t('keys.undo') },
  { key: () => i18n.t('keys.redoKey'), action: () => i18n.t('keys.redo') },
  { key: () => i18n.t('keys.hintKey'), action: () => i18n.t('keys.hint') },
];

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
  const details = useRef<HTMLDetailsElement>(null);
  // Only a new variant draws the keys' line again, not every move.
  const variant = useComputed(() => game.current.value.variant);

  // Open, the panel lies over the board: a press anywhere else closes it, and so does Escape
  // wherever the focus is (opened by a click, the focus may be on the page, not in the help).
  // (A layout effect: the listeners are there from the first frame on.)
  useLayoutEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const help = details.current;
      if (help?.open && !help.contains(event.target as Node)) help.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      const help = details.current;
      // The board's Escape (a card picked up put back) and an open dialog's come first.
      const isOtherEscape = event.defaultPrevented || document.querySelector('dialog[open]');
      if (event.key !== 'Escape' || !help?.open || isOtherEscape) return;
      event.preventDefault();
      const hadFocus = help.contains(document.activeElement);
      help.open = false;
      // The focus in the panel, now hidden, goes back to its button.
      if (hadFocus) help.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside, true);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <>
      <p id={id} hidden>
        {keysLine(variant.value)}
      </p>
      <details class="key-help" ref={details}>
        <summary class="key-help__title">{i18n.t('help.title')}</summary>
        <HelpPanel game={game} settings={settings} />
      </details>
    </>
  );
}
