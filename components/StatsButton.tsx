import { useSignal } from '@preact/signals';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import type { StatsStore } from '../state/stats-store';
import { lazyView } from './lazy-view';
import './button.css';

// The dialog loads after the first paint (lazy-view.ts).
const StatsDialog = lazyView(() => import('./StatsDialog').then((module) => module.StatsDialog));

/**
 * The "Statistics" button of the game bar and the options page, with the dialog it opens on
 * `variant`'s figures.
 * @param stats the statistics store, or null while it loads (the game page builds it after its
 *   first paint): the button is there from the first frame, the dialog opens once it is built.
 */
export function StatsButton({ stats, variant }: { stats: StatsStore | null; variant: Variant }) {
  const isOpen = useSignal(false);
  return (
    <>
      <button
        type="button"
        class="button button--drawn"
        aria-haspopup="dialog"
        onClick={() => {
          isOpen.value = true;
        }}
      >
        {/* Its bars, shown in the compact game bar alone (button.css). */}
        <svg class="bar-icon" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 14V9m5 5V3m5 11V7" stroke-width="2.4" />
        </svg>
        {i18n.t('stats.open')}
      </button>
      {stats && (
        <StatsDialog
          stats={stats}
          variant={variant}
          isOpen={isOpen.value}
          onClose={() => {
            isOpen.value = false;
          }}
        />
      )}
    </>
  );
}
