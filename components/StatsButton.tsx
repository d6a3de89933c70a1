import { useSignal } from '@preact/signals';
import { i18n } from '#i18n';
import type { StatsStore } from '../state/stats-store';
import { StatsDialog } from './StatsDialog';
import './button.css';

/** The "Statistics" button of the game bar and the options page, with the dialog it opens. */
export function StatsButton({ stats }: { stats: StatsStore }) {
  const isOpen = useSignal(false);
  return (
    <>
      <button
        type="button"
        class="button"
        aria-haspopup="dialog"
        onClick={() => {
          isOpen.value = true;
        }}
      >
        {i18n.t('stats.open')}
      </button>
      <StatsDialog
        stats={stats}
        isOpen={isOpen.value}
        onClose={() => {
          isOpen.value = false;
        }}
      />
    </>
  );
}
