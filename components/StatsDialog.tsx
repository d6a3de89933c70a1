import { useSignal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import { type DailyTotals, dailyTotalsOf } from '../state/daily-totals';
import type { StatsStore } from '../state/stats-store';
import { totalsOf, type VariantTotals } from '../state/stats-totals';
import { Dialog } from './Dialog';
import { BOARD_VARIANTS, clockText, VARIANT_WORDS } from './names';
import { StatsReset } from './StatsReset';
import './button.css';
import './select.css';
import './StatsDialog.css';

interface StatsDialogProps {
  /** The page's statistics, read while the dialog is open. */
  stats: StatsStore;
  /**
   * The variant shown first when the dialog opens: the game's, or on the options page the one New
   * game offers (Classic when that is the variant played).
   */
  variant: Variant;
  isOpen: boolean;
  onClose: () => void;
}

/** The rows of the table: a label and how a variant's totals show in it. */
const ROWS: { label: () => string; show: (totals: VariantTotals) => string | null }[] = [
  { label: () => i18n.t('stats.played'), show: (totals) => i18n.number(totals.played) },
  { label: () => i18n.t('stats.won'), show: (totals) => i18n.number(totals.won) },
  {
    label: () => i18n.t('stats.winRate'),
    show: ({ winRate }) => (winRate === null ? null : i18n.number(winRate, { style: 'percent' })),
  },
  { label: () => i18n.t('stats.streak'), show: (totals) => i18n.number(totals.streak) },
  { label: () => i18n.t('stats.bestStreak'), show: (totals) => i18n.number(totals.bestStreak) },
  {
    label: () => i18n.t('stats.bestTime'),
    show: ({ bestTimeMs }) => orNone(bestTimeMs, clockText),
  },
  {
    label: () => i18n.t('stats.averageTime'),
    show: ({ averageTimeMs }) => orNone(averageTimeMs, clockText),
  },
  {
    label: () => i18n.t('stats.bestScore'),
    show: ({ bestScore }) => orNone(bestScore, (score) => i18n.number(score)),
  },
  {
    label: () => i18n.t('stats.fewestMoves'),
    show: ({ fewestMoves }) => orNone(fewestMoves, (moves) => i18n.number(moves)),
  },
];

/** The rows of the daily record's table (docs/rules.md, Deal codes). */
const DAILY_ROWS: { label: () => string; show: (totals: DailyTotals) => number }[] = [
  { label: () => i18n.t('stats.daysPlayed'), show: (totals) => totals.daysPlayed },
  { label: () => i18n.t('stats.daysWon'), show: (totals) => totals.daysWon },
  { label: () => i18n.t('stats.dailyStreak'), show: (totals) => totals.streak },
  { label: () => i18n.t('stats.bestDailyStreak'), show: (totals) => totals.bestStreak },
];

/** The figure shown, or null where there is none yet (no game won). */
function orNone(value: number | null, show: (value: number) => string | null): string | null {
  return value === null ? null : show(value);
}

/**
 * No figure yet: a dash to the eye, words to a screen reader, which often says nothing for a
 * dash, and the row then sounds cut off.
 */
function NoFigure() {
  return (
    <>
      <span aria-hidden="true">{i18n.t('stats.none')}</span>
      <span class="visually-hidden">{i18n.t('stats.noneSaid')}</span>
    </>
  );
}

/**
 * Statistics over every signed-in browser, one variant at a time (six variants' columns do not
 * fit a phone-wide dialog): a list of the variants, first `variant`, and a table of its figures,
 * read from storage while the dialog is open.
 */
export function StatsDialog({ stats, variant, isOpen, onClose }: StatsDialogProps) {
  const id = useId();
  const shown = useSignal<Variant>(variant);
  // Until this opening has read the counts as stored (a page that has just opened may not have
  // them yet), the figures may be incomplete: the tables are marked busy meanwhile.
  const isReading = useSignal(true);
  useEffect(() => {
    if (!isOpen) return;
    shown.value = variant;
    let isCurrent = true;
    const loading = stats.load();
    const read = () => {
      if (isCurrent) isReading.value = false;
    };
    loading.then(read, read);
    return () => {
      isCurrent = false;
      isReading.value = true;
      loading.then((unsubscribe) => unsubscribe());
    };
  }, [isOpen]);
  const totals = totalsOf(stats.records.value)[shown.value];
  const daily = dailyTotalsOf(stats.records.value, shown.value, Date.now());
  return (
    <Dialog isOpen={isOpen} title={i18n.t('stats.title')} onClose={onClose}>
      <label class="stats-variant" for={`${id}-variant`}>
        <span class="stats-variant__label">{i18n.t('newGame.variant')}</span>
        <select
          class="select"
          id={`${id}-variant`}
          value={shown.value}
          onChange={(event) => {
            shown.value = event.currentTarget.value as Variant;
          }}
        >
          {BOARD_VARIANTS.map((letter) => (
            <option key={letter} value={letter}>
              {VARIANT_WORDS[letter].name()}
            </option>
          ))}
        </select>
      </label>
      <table class="stats-table" aria-busy={isReading.value || undefined}>
        <caption class="visually-hidden">{i18n.t('stats.caption')}</caption>
        <tbody>
          {ROWS.map(({ label, show }) => (
            <tr key={label()}>
              <th scope="row">{label()}</th>
              <td>{show(totals) ?? <NoFigure />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="stats-table stats-table--daily" aria-busy={isReading.value || undefined}>
        <caption>{i18n.t('stats.daily')}</caption>
        <tbody>
          {DAILY_ROWS.map(({ label, show }) => (
            <tr key={label()}>
              <th scope="row">{label()}</th>
              <td>{i18n.number(show(daily))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StatsReset
        key={shown.value}
        variant={shown.value}
        onReset={() => stats.reset(shown.value)}
        onClose={onClose}
      />
    </Dialog>
  );
}
