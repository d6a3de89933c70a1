import { i18n } from '#i18n';
import {
  CARD_BACKS,
  type CardBack,
  MOTION_CHOICES,
  type MotionChoice,
  TABLES,
  type Table,
} from '../state/settings';
import type { SettingsStore } from '../state/settings-store';
import { ChoiceGroup } from './Choice';

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

/** Each motion's name and what it does (docs/rules.md, Looks). */
const MOTION_WORDS: Record<MotionChoice, () => [label: string, hint: string]> = {
  system: () => [i18n.t('settings.motionSystem'), i18n.t('settings.motionSystemHint')],
  normal: () => [i18n.t('settings.motionNormal'), i18n.t('settings.motionNormalHint')],
  fast: () => [i18n.t('settings.motionFast'), i18n.t('settings.motionFastHint')],
  off: () => [i18n.t('settings.motionOff'), i18n.t('settings.motionOffHint')],
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
 * choice previewed with the other one chosen, and how cards move.
 */
export function LooksSettings({ store }: { store: SettingsStore }) {
  const { table, cardBack, motion } = store.settings.value;
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
      <ChoiceGroup
        legend={i18n.t('settings.motion')}
        group="motion"
        options={MOTION_CHOICES.map((value) => {
          const [label, hint] = MOTION_WORDS[value]();
          return { value, label, hint };
        })}
        chosen={motion}
        onChoose={(value) => store.update({ motion: value })}
      />
    </>
  );
}
