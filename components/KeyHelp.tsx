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
 * The keyboard help: a small "Keyboard" disclosure after the board, and the same keys in one
 * hidden line (`id`) that describes the board to assistive technology. The line is apart from
 * the disclosure because Chromium computes no description from the content of a closed
 * <details>.
 */
export function KeyHelp({ id }: { id: string }) {
  return (
    <>
      <p id={id} hidden>
        {KEYS.map(({ key, action }) => `${key()}: ${action()}`).join('; ')}
      </p>
      <details class="key-help">
        <summary class="key-help__title">{i18n.t('keys.title')}</summary>
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
      </details>
    </>
  );
}
