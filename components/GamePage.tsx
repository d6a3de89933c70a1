import { useSignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { afterFirstContentfulPaint } from '../state/after-paint';
import { createDealer } from '../state/dealer';
import { createGameStore } from '../state/game-store';
import { localGameItem, localSettingsItem } from '../state/items';
import { createPlay } from '../state/play';
import { createSettingsStore } from '../state/settings-store';
import { createSolverStore } from '../state/solver-store';
import { createSolverThread } from '../state/solver-thread';
import { createBrowserStatsStore } from '../state/stats-store';
import { Board } from './Board';
import { DealLinkDialog } from './DealLinkDialog';
import { DealSearchNotice } from './DealSearchNotice';
import { GameBar } from './GameBar';
import { GameOverDialog } from './GameOverDialog';
import { HintNotice } from './HintNotice';
import { catchLostFocus } from './lost-focus';
import { NewGameDialog } from './NewGameDialog';
import { NoProgressDialog } from './NoProgressDialog';
import { OtherGameNotice } from './OtherGameNotice';
import { RefusalToast } from './RefusalToast';
import './GamePage.css';

/** The clock shown moves on once a second. */
const TICK_MS = 1000;

interface GamePageProps {
  layout: 'full' | 'compact';
  /** The `?deal=` of the page's address, or null. */
  dealCode: string | null;
}

/**
 * A page showing the game: the new tab (full) or the popup (compact, within 800 x 600). It loads
 * the saved game, runs the clock while the page is visible, takes Ctrl+Z / Cmd+Z for Undo and H
 * for a hint, and runs the solver (issue 5) on the position shown.
 */
export function GamePage({ layout, dealCode }: GamePageProps) {
  const [{ game, settings, play, solver, dealer, stats, loading }] = useState(() => {
    const stats = createBrowserStatsStore();
    const game = createGameStore({ item: localGameItem, onGameCounted: stats.record });
    const settings = createSettingsStore({ item: localSettingsItem });
    return {
      game,
      settings,
      // The saved game is asked for while the page first renders, not after its first frame
      // (an effect): the board then paints one frame sooner (issue 6, New-tab paint).
      loading: [game.load(), settings.load()],
      play: createPlay({ game, settings }),
      // Two workers: the position's searches stop at every move, a new deal's search must not.
      solver: createSolverStore({ game, settings, thread: createSolverThread() }),
      dealer: createDealer({ game, settings, thread: createSolverThread() }),
      stats,
    };
  });
  const isNewGameOpen = useSignal(false);

  useEffect(() => {
    let isShown = true;
    let stopFollowingFirstDeal = () => {};
    // A first visit deals a random game before the settings are read: with "winnable deals
    // only" on, the dealer checks it, and replaces it unless it is proven winnable (issue 5).
    // A page opened from a deal link asks about the link's deal instead.
    Promise.all(loading).then(() => {
      if (isShown && dealCode === null) stopFollowingFirstDeal = dealer.followFirstDeal();
    });
    let stopSolver = () => {};
    // The solver starts once the board is on screen: its worker and first search, beside the
    // first frame's raster on two cores, delayed the board's first paint by ~50 ms (issue 6).
    const cancelSolver = afterFirstContentfulPaint(() => {
      stopSolver = solver.follow();
    });
    return () => {
      isShown = false;
      stopFollowingFirstDeal();
      for (const stop of loading) stop.then((unsubscribe) => unsubscribe());
      cancelSolver();
      stopSolver();
      dealer.stop();
    };
  }, []);

  useEffect(() => {
    const showVisibility = () => game.setVisible(document.visibilityState === 'visible');
    // A page going away (the popup closing) writes at once what it has not yet written.
    const hide = () => game.setVisible(false);
    showVisibility();
    document.addEventListener('visibilitychange', showVisibility);
    addEventListener('pagehide', hide);
    const timer = setInterval(() => game.tick(), TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', showVisibility);
      removeEventListener('pagehide', hide);
      clearInterval(timer);
      // A board taken off the page no longer shows the game: its clock stops and what it has
      // not yet written is written now, not into whatever storage holds later.
      hide();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const isUndoKey = key === 'z' && (event.ctrlKey || event.metaKey);
      const isHintKey = key === 'h' && !event.ctrlKey && !event.metaKey;
      const isTyping = (event.target as Element).closest?.('input, textarea, dialog');
      // A modal dialog holds the page: its keys never reach the game behind it, even when the
      // focus has left the dialog (Tab past its last control can put it on the page's body).
      const isDialogOpen = document.querySelector('dialog[open]') !== null;
      const isOwnKey = (isUndoKey || isHintKey) && !event.shiftKey && !event.altKey;
      if (!isOwnKey || isTyping || isDialogOpen) return;
      event.preventDefault();
      if (isUndoKey) {
        play.undo();
        // The last undo turns the game bar's Undo off, which drops the focus if it had it.
        catchLostFocus();
      } else solver.showHint();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const openNewGame = () => {
    isNewGameOpen.value = true;
  };
  const problem = game.problem.value;
  return (
    <main class={`game game--${layout}`} aria-label={i18n.t('extension.name')}>
      <h1 class="visually-hidden">{i18n.t('extension.name')}</h1>
      {game.isLoaded.value && (
        <>
          <GameBar game={game} play={play} solver={solver} onNewGame={openNewGame} />
          <Board game={game} play={play} settings={settings.settings} hint={solver.hint} />
        </>
      )}
      <div class="notices">
        <RefusalToast game={game} play={play} />
        <HintNotice solver={solver} game={game} />
        <DealSearchNotice dealer={dealer} />
      </div>
      <OtherGameNotice games={game} onGameCounted={stats.record} />
      {problem && (
        <p class="problem" role="alert">
          {problem === 'unreadable' ? i18n.t('problem.unreadable') : i18n.t('problem.notSaved')}
        </p>
      )}
      <NewGameDialog
        isOpen={isNewGameOpen.value}
        onClose={() => {
          isNewGameOpen.value = false;
        }}
        dealer={dealer}
        defaultVariant={settings.settings.value.defaultVariant}
        game={game}
      />
      <GameOverDialog game={game} onNewGame={openNewGame} />
      <NoProgressDialog game={game} play={play} solver={solver} onNewGame={openNewGame} />
      <DealLinkDialog game={game} dealCode={dealCode} />
    </main>
  );
}
