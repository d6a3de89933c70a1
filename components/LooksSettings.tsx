import { i18n } from '#i18n';
import { CARD_BACKS, type CardBack, TABLES, type Table } from '../state/settings';
import type { SettingsStore } from '../state/settings-store';

/** Each table colour's name, as the options page shows it. */
const TABLE_NAMES: Record<Table, () => string> = {
  green: () => i18n.t('settings.tableGreen'),
  blue: () => i18n.t('settings.tableBlue'),
  burgundy: () => i18n.t('settings.tableBurgundy'),
  graphite: () => i18n.t('settings.tableGraphite'),
};

/** Each card back's name, as the options page shows it. */
const BACK_NAMES: Record<CardBack, () => string> = {
  lattice: () => i18n.t('settings.backLattice'),
  stripes: () => i18n.t('settings.backStripes'),
  dots: () => i18n.t('settings.backDots'),
  rays: () => i18n.t('settings.backRays'),
};

/**
 * A picture of a table colour with a card back on it, as the board shows them (themes.css takes
 * their colours from `data-table` and `data-back`); a picture only, hidden from assistive
 * technology, as the choice's name says what it shows.
 */
function LooksPreview({ table, cardBack }: { table: Table; cardBack: CardBack }) {
  return (
    <span class="looks__table" data-table={table} aria-hidden="true">
      <span class="looks__back" data-back={cardBack} />
    </span>
  );
}

/**
 * The options page's looks (docs/rules.md, Looks): the table colour and the card back, each
 * choice previewed with the other one chosen.
 */
export function LooksSettings({ store }: { store: SettingsStore }) {
  const { table, cardBack } = store.settings.value;
  const groups = [
    {
      legend: i18n.t('settings.table'),
      choices: TABLES.map((name) => ({
        key: name,
        label: TABLE_NAMES[name](),
        isChosen: table === name,
        choose: () => store.update({ table: name }),
        preview: <LooksPreview table={name} cardBack={cardBack} />,
      })),
    },
    {
      legend: i18n.t('settings.cardBack'),
      choices: CARD_BACKS.map((name) => ({
        key: name,
        label: BACK_NAMES[name](),
        isChosen: cardBack === name,
        choose: () => store.update({ cardBack: name }),
        preview: <LooksPreview table={table} cardBack={name} />,
      })),
    },
  ];
  return (
    <>
      {groups.map(({ legend, choices }, index) => (
        <fieldset class="settings__group variants looks" key={legend}>
          <legend>{legend}</legend>
          {choices.map(({ key, label, isChosen, choose, preview }) => (
            <label class="looks__choice" key={key}>
              {preview}
              <span class="looks__name">
                <input
                  type="radio"
                  name={index === 0 ? 'table' : 'cardBack'}
                  checked={isChosen}
                  onChange={choose}
                />
                {label}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
