import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Variant } from '../engine';
import { VARIANT_WORDS } from './names';
import './button.css';

interface StatsResetProps {
  /** The variant shown, whose statistics "Reset statistics" empties. */
  variant: Variant;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The statistics dialog's actions: "Reset statistics" of the variant shown, which asks first
 * (docs/rules.md, Statistics), and Close. The question takes the focus while it is asked;
 * Escape keeps the statistics, as "Keep them" does; the focus then comes back to "Reset
 * statistics".
 */
export function StatsReset({ variant, onReset, onClose }: StatsResetProps) {
  const isAsking = useSignal(false);
  const isDone = useSignal(false);
  const keep = useRef<HTMLButtonElement>(null);
  const reset = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (isAsking.value) keep.current?.focus();
    else if (wasAsking.current) reset.current?.focus();
    wasAsking.current = isAsking.value;
  }, [isAsking.value]);
  const name = VARIANT_WORDS[variant].name();
  return (
    <>
      {/* The region stays in the page while the question is asked, so that what the answer did is
          said: a region put back with its sentence already in it is often not read. */}
      <p class="stats-reset__done" role="status">
        {isDone.value ? i18n.t('stats.resetDone', [name]) : ''}
      </p>
      {isAsking.value ? (
        <fieldset
          class="stats-reset"
          onKeyDown={(event) => {
            // Escape answers the question as "Keep them" does, and leaves the dialog open: it
            // would otherwise close the whole dialog, the question unanswered.
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            isAsking.value = false;
          }}
        >
          <legend class="dialog__text">{i18n.t('stats.resetQuestion', [name])}</legend>
          <div class="dialog__actions">
            <button
              type="button"
              class="button"
              onClick={() => {
                isDone.value = true;
                isAsking.value = false;
                onReset();
              }}
            >
              {i18n.t('stats.resetConfirm')}
            </button>
            <button
              ref={keep}
              type="button"
              class="button button--primary"
              onClick={() => {
                isAsking.value = false;
              }}
            >
              {i18n.t('stats.resetKeep')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div class="dialog__actions">
          <button
            ref={reset}
            type="button"
            class="button"
            onClick={() => {
              // Asked again, the last answer's sentence goes: kept this time, it would come back
              // into the region and be said as new.
              isDone.value = false;
              isAsking.value = true;
            }}
          >
            {i18n.t('stats.reset')}
          </button>
          <button type="button" class="button button--primary" onClick={onClose}>
            {i18n.t('dialog.close')}
          </button>
        </div>
      )}
    </>
  );
}
