import { useSignal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { i18n } from '#i18n';
import { isUnderWay } from '../engine';
import { readDealCode } from '../engine/deal-code-field';
import type { GameStore } from '../state/game-store';
import { Dialog } from './Dialog';
import { dealCodeRefusalText } from './deal-code-names';
import './button.css';

type LinkState = { kind: 'ask'; code: string } | { kind: 'refused'; reason: string } | null;

interface DealLinkDialogProps {
  game: GameStore;
  /** The `?deal=` of the page's address, or null. */
  dealCode: string | null;
}

/**
 * Opens the deal of a `?deal=CODE` link (a shared deal) once the saved game is loaded: at
 * once when the game in progress has no moves, after asking when it has, not at all when it is
 * that deal already. The link is then taken out of the address, so a reload keeps the game.
 */
export function DealLinkDialog({ game, dealCode }: DealLinkDialogProps) {
  const link = useSignal<LinkState>(null);
  const textId = useId();
  const isLoaded = game.isLoaded.value;
  useEffect(() => {
    if (!isLoaded || dealCode === null) return;
    history.replaceState(history.state, '', location.pathname);
    const reading = readDealCode(dealCode);
    if (reading.kind === 'refused') {
      link.value = { kind: 'refused', reason: dealCodeRefusalText(reading.refusal) };
      return;
    }
    const { code } = reading;
    const current = game.current.peek();
    if (current.code === code) return;
    if (isUnderWay(current)) link.value = { kind: 'ask', code };
    else game.startNewGame({ code });
  }, [isLoaded, dealCode]);

  const state = link.value;
  const close = () => {
    link.value = null;
  };
  // Read while it asks (another page may play on meanwhile), not while it is closed.
  const asked = state?.kind === 'ask' ? state.code : null;
  const shown = asked === null ? null : game.current.value;
  useEffect(() => {
    if (asked === null || shown === null) return;
    // Another page opened that very deal meanwhile: nothing is left to ask. It dealt another
    // (a game with no move yet): the player's latest choice stands, and the question goes (the
    // link's deal replaced it unasked, undoing a deal just chosen there). The game ended there:
    // the link's deal opens, as when the page opened, with nothing to set aside.
    if (shown.code !== asked && shown.moves > 0 && !isUnderWay(shown)) {
      game.startNewGame({ code: asked });
    }
    if (shown.code === asked || !isUnderWay(shown)) close();
  }, [asked, shown]);
  if (state?.kind === 'refused') {
    return (
      <Dialog isOpen title={i18n.t('dealLink.invalid', [state.reason])} onClose={close}>
        <div class="dialog__actions">
          <button type="button" class="button button--primary" onClick={close}>
            {i18n.t('dialog.close')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      isOpen={state !== null}
      title={state ? i18n.t('dealLink.title', [state.code]) : ''}
      onClose={close}
      describedBy={textId}
    >
      <p class="dialog__text" id={textId}>
        {i18n.t('dealLink.text', shown?.moves ?? 0)}
      </p>
      <div class="dialog__actions">
        <button type="button" class="button" onClick={close}>
          {i18n.t('dealLink.keep')}
        </button>
        <button
          type="button"
          class="button button--primary"
          onClick={() => {
            if (state) game.startNewGame({ code: state.code });
            close();
          }}
        >
          {i18n.t('dealLink.open')}
        </button>
      </div>
    </Dialog>
  );
}
