import { useEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import { YUKON_LAYOUT_VARIANTS } from '../engine';
import type { VariantTotals } from '../state/stats';
import type { StatsStore } from '../state/stats-store';
import { Dialog } from './Dialog';
import { BOARD_VARIANTS, clockText, VARIANT_WORDS } from './names';
import './button.css';
import './StatsDialog.css';

interface StatsDialogProps {
  /** The page's statistics, read while the dialog is open. */
  stats: StatsStore;
  isOpen: boolean;
  onClose: () => void;
}

/** The rows of the table: a label and how a variant's totals show in it. */
const ROWS: { label: () => string; show: (totals: VariantTotals) => string }[] = [
  { label: () => i18n.t('stats.played'), show: (totals) => i18n.number(totals.played) },
  { label: () => i18n.t('stats.won'), show: (totals) => i18n.number(totals.won) },
  {
    label: () => i18n.t('stats.winRate'),
    show: ({ winRate }) =>
      winRate === null ? i18n.t('stats.none') : i18n.number(winRate, { style: 'percent' }),
  },
  { label: () => i18n.t('stats.streak'), show: (totals) => i18n.number(totals.streak) },
  { label: () => i18n.t('stats.bestStreak'), show: (totals) => i18n.number(totals.bestStreak) },
  {
    label: () => i18n.t('stats.bestTime'),
    show: ({ bestTimeMs }) => orNone(bestTimeMs, clockText),
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

function orNone(value: number | null, show: (value: number) => string): string {
  return value === null ? i18n.t('stats.none') : show(value);
}

/**
 * Statistics per variant over every signed-in browser: a table with a column per variant, read
 * from storage while the dialog is open.
 */
export function StatsDialog({ stats, isOpen, onClose }: StatsDialogProps) {
  useEffect(() => {
    if (!isOpen) return;
    const stop = stats.load();
    return () => {
      stop.then((unsubscribe) => unsubscribe());
    };
  }, [isOpen]);
  const totals = stats.totals.value;
  // The four Yukon-layout variants always; Double Yukon and Australian Patience once played, so
  // that the table keeps to four columns, which fit a phone-wide dialog, for most players.
  const shown = BOARD_VARIANTS.filter(
    (letter) =>
      (YUKON_LAYOUT_VARIANTS as readonly string[]).includes(letter) || totals[letter].played > 0,
  );
  return (
    <Dialog
      isOpen={isOpen}
      title={i18n.t('stats.title')}
      onClose={onClose}
      class={shown.length > 4 ? 'dialog--stats dialog--stats-wide' : 'dialog--stats'}
    >
      <table class="stats-table">
        <caption class="visually-hidden">{i18n.t('stats.caption')}</caption>
        <thead>
          <tr>
            <td />
            {shown.map((letter) => (
              <th scope="col" key={letter}>
                {VARIANT_WORDS[letter].name()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ label, show }) => (
            <tr key={label()}>
              <th scope="row">{label()}</th>
              {shown.map((letter) => (
                <td key={letter}>{show(totals[letter])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div class="dialog__actions">
        <span />
        <button type="button" class="button button--primary" onClick={onClose}>
          {i18n.t('dialog.close')}
        </button>
      </div>
    </Dialog>
  );
}
