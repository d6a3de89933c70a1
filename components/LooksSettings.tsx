import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import {
  CARD_BACKS,
  type CardBack,
  DECKS,
  type Deck,
  HANDS,
  type Hand,
  MOTION_CHOICES,
  type MotionChoice,
  type Settings,
  TABLES,
  type Table,
} from '../state/settings';
import type { SettingsStore } from '../state/settings-store';
import { ChoiceGroup, type Option } from './Choice';
import { rankMark } from './names';
import { SUIT_CLASSES } from './PlayingCard';
import { suitMark } from './suit-mark';

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

/** Each deck's name, as the options page shows it. */
const DECK_NAMES: Record<Deck, () => string> = {
  standard: () => i18n.t('settings.deckStandard'),
  'four-colour': () => i18n.t('settings.deckFourColour'),
  'large-print': () => i18n.t('settings.deckLargePrint'),
};

/** Each layout's name and where it puts the foundations (docs/rules.md, Looks). */
const HAND_WORDS: Record<Hand, () => [label: string, hint: string]> = {
  right: () => [i18n.t('settings.handRight'), i18n.t('settings.handRightHint')],
  left: () => [i18n.t('settings.handLeft'), i18n.t('settings.handLeftHint')],
};

/** Each motion's name and what it does (docs/rules.md, Looks). */
const MOTION_WORDS: Record<MotionChoice, () => [label: string, hint: string]> = {
  system: () => [i18n.t('settings.motionSystem'), i18n.t('settings.motionSystemHint')],
  normal: () => [i18n.t('settings.motionNormal'), i18n.t('settings.motionNormalHint')],
  fast: () => [i18n.t('settings.motionFast'), i18n.t('settings.motionFastHint')],
  off: () => [i18n.t('settings.motionOff'), i18n.t('settings.motionOffHint')],
};

/** Radio options of `values`, each named and described by its `words`. */
function optionsOf<Value extends string>(
  values: readonly Value[],
  words: Record<Value, () => [label: string, hint: string]>,
): Option<Value>[] {
  return values.map((value) => {
    const [label, hint] = words[value]();
    return { value, label, hint };
  });
}

/**
 * A picture of a table colour with a card back and a deck's corners on it, as the board shows
 * them (themes.css takes their colours and print from `data-table`, `data-back` and
 * `data-deck`); a picture only, hidden from assistive technology, as the choice's name says what
 * it shows.
 */
function LooksPreview({ table, cardBack, deck }: Pick<Settings, 'table' | 'cardBack' | 'deck'>) {
  return (
    <span class="looks__table" data-table={table} aria-hidden="true">
      <span class="looks__back" data-back={cardBack} />
      <span class="looks__deck" data-deck={deck}>
        {[1, 13, 12, 11].map((rank, suit) => (
          <span
            class={`${suit === 1 || suit === 2 ? 'card--red' : 'card--black'} ${SUIT_CLASSES[suit]}`}
          >
            {rankMark(rank)}
            {suitMark(suit, 'looks__suit')}
          </span>
        ))}
      </span>
    </span>
  );
}

interface LooksGroup {
  legend: string;
  /** The setting the group chooses, also its radio group's name. */
  name: 'table' | 'cardBack' | 'deck';
  choices: { key: string; label: string; preview: ComponentChildren; choose: () => void }[];
}

/**
 * The options page's looks (docs/rules.md, Looks): the table colour, the card back and the deck,
 * each choice previewed with the others chosen, the side of the foundations and how cards move.
 */
export function LooksSettings({ store }: { store: SettingsStore }) {
  const settings = store.settings.value;
  const groups: LooksGroup[] = [
    {
      legend: i18n.t('settings.table'),
      name: 'table',
      choices: TABLES.map((table) => ({
        key: table,
        label: TABLE_NAMES[table](),
        choose: () => store.update({ table }),
        preview: <LooksPreview {...settings} table={table} />,
      })),
    },
    {
      legend: i18n.t('settings.cardBack'),
      name: 'cardBack',
      choices: CARD_BACKS.map((cardBack) => ({
        key: cardBack,
        label: BACK_NAMES[cardBack](),
        choose: () => store.update({ cardBack }),
        preview: <LooksPreview {...settings} cardBack={cardBack} />,
      })),
    },
    {
      legend: i18n.t('settings.deck'),
      name: 'deck',
      choices: DECKS.map((deck) => ({
        key: deck,
        label: DECK_NAMES[deck](),
        choose: () => store.update({ deck }),
        preview: <LooksPreview {...settings} deck={deck} />,
      })),
    },
  ];
  return (
    <>
      {groups.map(({ legend, name, choices }) => (
        <fieldset class="settings__group variants looks" key={name}>
          <legend>
            <h2 class="settings__title">{legend}</h2>
          </legend>
          {choices.map(({ key, label, choose, preview }) => (
            <label class="looks__choice" key={key}>
              {preview}
              <span class="looks__name">
                <input
                  type="radio"
                  name={name}
                  checked={settings[name] === key}
                  onChange={choose}
                />
                {label}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <ChoiceGroup
        legend={i18n.t('settings.hand')}
        group="hand"
        options={optionsOf(HANDS, HAND_WORDS)}
        chosen={settings.hand}
        onChoose={(hand) => store.update({ hand })}
      />
      <ChoiceGroup
        legend={i18n.t('settings.motion')}
        group="motion"
        options={optionsOf(MOTION_CHOICES, MOTION_WORDS)}
        chosen={settings.motion}
        onChoose={(motion) => store.update({ motion })}
      />
    </>
  );
}
