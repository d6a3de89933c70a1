import { i18n } from '#i18n';

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

/**
 * The keyboard help: a small "Keyboard" disclosure after the board, whose list also describes
 * the tableau to assistive technology (by `id`).
 */
export function KeyHelp({ id }: { id: string }) {
  return (
    <details class="key-help">
      <summary class="key-help__title">{i18n.t('keys.title')}</summary>
      <dl class="key-help__list" id={id}>
        {KEYS.map(({ key, action }) => (
          <div class="key-help__row" key={key()}>
            <dt>
              <kbd>{key()}</kbd>
            </dt>
            <dd>{action()}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
