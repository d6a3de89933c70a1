import { useEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import { canShowBrowserNewTab } from '../state/new-tab-choice';
import type { OptionsPageModel } from '../state/options-page-model';
import type { Settings } from '../state/settings';
import { Choice, ChoiceGroup } from './Choice';
import { LanguageSettings } from './LanguageSettings';
import { LooksSettings } from './LooksSettings';
import { BOARD_VARIANTS, VARIANT_WORDS } from './names';
import { StatsBackup } from './StatsBackup';
import { StatsButton } from './StatsButton';
import { SyncMark } from './SyncMark';
import { useMotion } from './use-motion';
import './sheet-tokens.css';
import './SettingsPage.css';

type Switch =
  | 'doubleClick'
  | 'placementHelp'
  | 'interactiveRules'
  | 'autoPlacement'
  | 'showVerdict'
  | 'showClock'
  | 'showScore'
  | 'winnableDealsOnly'
  | 'showOnNewTab';

const SWITCHES: { key: Switch; label: () => string; hint: () => string }[] = [
  {
    key: 'doubleClick',
    label: () => i18n.t('settings.doubleClick'),
    hint: () => i18n.t('settings.doubleClickHint'),
  },
  {
    key: 'placementHelp',
    label: () => i18n.t('settings.placementHelp'),
    hint: () => i18n.t('settings.placementHelpHint'),
  },
  {
    key: 'interactiveRules',
    label: () => i18n.t('settings.interactiveRules'),
    hint: () => i18n.t('settings.interactiveRulesHint'),
  },
  {
    key: 'autoPlacement',
    label: () => i18n.t('settings.autoPlacement'),
    hint: () => i18n.t('settings.autoPlacementHint'),
  },
  {
    key: 'showVerdict',
    label: () => i18n.t('settings.showVerdict'),
    hint: () => i18n.t('settings.showVerdictHint'),
  },
  {
    key: 'showClock',
    label: () => i18n.t('settings.showClock'),
    hint: () => i18n.t('settings.showClockHint'),
  },
  {
    key: 'showScore',
    label: () => i18n.t('settings.showScore'),
    hint: () => i18n.t('settings.showScoreHint'),
  },
  {
    key: 'winnableDealsOnly',
    label: () => i18n.t('settings.winnableDealsOnly'),
    hint: () => i18n.t('settings.winnableDealsOnlyHint'),
  },
  // Firefox lets only the player choose its own new tab: there, a note says where.
  ...(canShowBrowserNewTab
    ? [
        {
          key: 'showOnNewTab' as const,
          label: () => i18n.t('settings.showOnNewTab'),
          hint: () => i18n.t('settings.showOnNewTabHint'),
        },
      ]
    : []),
];

/** The options page: the play settings and the variant of a new game, saved as they change. */
export function SettingsPage({ model }: { model: OptionsPageModel }) {
  const store = model.settings;
  useEffect(() => model.open(), []);
  useMotion(model);
  const settings: Settings = store.settings.value;
  // The choices show once the stored settings are read, so none flips under the player's hand.
  const isLoaded = store.isLoaded.value;
  return (
    <main class="settings" aria-labelledby="settings-heading">
      <div class="settings__top">
        <h1 id="settings-heading">{i18n.t('settings.heading')}</h1>
        <SyncMark status={model.syncStatus} />
      </div>
      <p class="settings__intro">{i18n.t('settings.intro')}</p>
      {isLoaded && (
        <>
          <LanguageSettings store={store} />
          <fieldset class="settings__group">
            <legend>
              <h2 class="settings__title">{i18n.t('settings.playGroup')}</h2>
            </legend>
            {SWITCHES.map(({ key, label, hint }) => (
              <Choice
                key={key}
                type="checkbox"
                checked={settings[key]}
                onChange={(checked) => store.update({ [key]: checked })}
                label={label()}
                hint={hint()}
              />
            ))}
            {!canShowBrowserNewTab && (
              <p class="choice__hint">{i18n.t('settings.newTabInFirefox')}</p>
            )}
          </fieldset>
          <LooksSettings store={store} />
          <ChoiceGroup
            legend={i18n.t('settings.defaultVariant')}
            group="defaultVariant"
            options={[
              {
                value: 'played',
                label: i18n.t('settings.variantPlayed'),
                hint: i18n.t('settings.variantPlayedHint'),
              },
              ...BOARD_VARIANTS.map((letter) => ({
                value: letter,
                label: VARIANT_WORDS[letter].name(),
                hint: VARIANT_WORDS[letter].hint(),
              })),
            ]}
            chosen={settings.defaultVariant}
            onChoose={(letter) => store.update({ defaultVariant: letter })}
          />
        </>
      )}
      {/* A group of controls with its caption in a gap of its border, as the others. */}
      <fieldset class="settings__group stats-backup">
        <legend>
          <h2 class="settings__title">{i18n.t('stats.title')}</h2>
        </legend>
        <StatsBackup stats={model.stats}>
          {/* No game is on this page: "the variant played" shows Classic's first. */}
          <StatsButton
            stats={model.stats}
            variant={
              store.settings.value.defaultVariant === 'played'
                ? 'C'
                : store.settings.value.defaultVariant
            }
          />
        </StatsBackup>
      </fieldset>
      {!store.isSaved.value && (
        <p class="settings__problem" role="alert">
          {i18n.t('settings.notSaved')}
        </p>
      )}
    </main>
  );
}
