import { useEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Dealer } from '../state/dealer';
import { DEAL_SEARCH_MS } from '../state/dealer';
import './sheet-tokens.css';
import './toast.css';

/** How long "no winnable deal found" stays in view, ms. */
const GAVE_UP_SHOWN_MS = 8000;

/**
 * Winnable deals only (a setting): while the dealer looks for a deal the solver proves winnable,
 * says so and how many deals were tried; when it gave up, says the deal is a random one.
 */
export function DealSearchNotice({ dealer }: { dealer: Dealer }) {
  const search = dealer.search.value;
  const hasGivenUp = dealer.hasGivenUp.value;
  useEffect(() => {
    if (!hasGivenUp) return;
    const timer = setTimeout(() => dealer.dismiss(), GAVE_UP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [hasGivenUp]);
  return (
    <div class="toast-region deal-search-region" role="status" aria-live="polite">
      {search && (
        <p class="toast">
          {search.tried === 0
            ? i18n.t('dealSearch.looking')
            : i18n.t('dealSearch.tried', search.tried)}
        </p>
      )}
      {hasGivenUp && (
        <p class="toast">{i18n.t('dealSearch.gaveUp', [String(DEAL_SEARCH_MS / 1000)])}</p>
      )}
    </div>
  );
}
