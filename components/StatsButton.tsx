import { useSignal } from '@preact/signals';
import { i18n } from '#i18n';
import { StatsDialog } from './StatsDialog';
import './button.css';

/** The "Statistics" button of the game bar and the options page, with the dialog it opens. */
export function StatsButton() {
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
        isOpen={isOpen.value}
        onClose={() => {
          isOpen.value = false;
        }}
      />
    </>
  );
}
