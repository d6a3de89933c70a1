import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { showBrowserNewTab } from '../state/browser-new-tab';
import type { GamePageModel } from '../state/game-page-model';
import { later } from '../state/later';
import { handsOnNewTab } from '../state/new-tab-choice';
import { Board } from './Board';
import { BoardCover } from './board-cover';
import { removeSnapshot } from './board-snapshot';
import { GameBar } from './GameBar';
import { HintNotice } from './HintNotice';
import { lazyView } from './lazy-view';
import { catchLostFocus } from './lost-focus';
import { OtherGameNotice } from './OtherGameNotice';
import { RefusalToast } from './RefusalToast';
import { useBoardSnapshot, useLooks } from './use-board-snapshot';
import './GamePage.css';

// Keyboard and pointer play load beside the saved game, not with the page's first chunk; the live
// board waits for both (board-input.ts).
const boardInput = later(() => import('./board-input'));

/**
 * Starts loading the board's input (board-input.ts) as a game page starts, before its language
 * is read: loading the chunk takes longer than reading the stored game, and the live board
 * waits for both (docs/speed.md, Weight).
 */
export function startBoardInput(): void {
  void boardInput.load();
}

// The dialogs load after the first paint (lazy-view.ts).
const NewGameDialog = lazyView(() =>
  import('./NewGameDialog').then((module) => module.NewGameDialog),
);
const GameOverDialog = lazyView(() =>
  import('./GameOverDialog').then((module) => module.GameOverDialog),
);
const NoProgressDialog = lazyView(() =>
  import('./NoProgressDialog').then((module) => module.NoProgressDialog),
);
// The dealer's notice shows only while a deal is searched for, never in the first frame.
const DealSearchNotice = lazyView(() =>
  import('./DealSearchNotice').then((module) => module.DealSearchNotice),
);
// The celebration of a win too: no first paint shows it.
const Celebration = lazyView(() => import('./Celebration').then((module) => module.Celebration));
const DealLinkDialog = lazyView(() =>
  import('./DealLinkDialog').then((module) => module.DealLinkDialog),
);

interface GamePageProps {
  layout: 'full' | 'compact';
  /** The page's stores (state/game-page-model.ts); the page opens it once. */
  model: GamePageModel;
  /** The `?deal=` of the page's address, or null. */
  dealCode: string | null;
}

/**
 * A page showing the game: the new tab (full) or the popup (compact: its page asks the browser
 * for 800 x 600, and the game fits the window it gets). It opens its model (the saved game, the
 * clock, the solver on the position shown), tells it whether the page is visible, and takes
 * Ctrl+Z / Cmd+Z for Undo and H for a hint.
 */
export function GamePage({ layout, model, dealCode }: GamePageProps) {
  const { game, settings, otherGame, play, solver } = model;
  const ending = model.ending.current.value;
  const dealer = model.dealer.current.value;
  // Opened while the page first renders, not from an effect after its first frame: the saved
  // game is asked for sooner and the board paints one frame sooner (docs/speed.md).
  // The board's input is asked for by then (startBoardInput), or else in the same moment.
  const [close] = useState(() => {
    startBoardInput();
    return model.open({ dealCode });
  });
  useEffect(() => close, []);
  const isNewGameOpen = useSignal(false);
  // How many dialogs cover the board: the clock stands still while any does.
  const covering = useRef(0);
  const [cover] = useState(() => (isCovering: boolean) => {
    covering.current += isCovering ? 1 : -1;
    game.setCovered(covering.current > 0);
  });

  useEffect(() => {
    const showVisibility = () => game.setVisible(document.visibilityState === 'visible');
    // A page going away (the popup closing) writes at once what it has not yet written.
    const hide = () => game.setVisible(false);
    // Of several pages showing the game, the one the player came to runs the clock.
    const claim = () => game.claimClock();
    showVisibility();
    document.addEventListener('visibilitychange', showVisibility);
    addEventListener('pagehide', hide);
    addEventListener('focus', claim);
    return () => {
      document.removeEventListener('visibilitychange', showVisibility);
      removeEventListener('pagehide', hide);
      removeEventListener('focus', claim);
      // A board taken off the page no longer shows the game: its clock stops and what it has
      // not yet written is written now, not into whatever storage holds later.
      hide();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const isCommand = event.ctrlKey || event.metaKey;
      // Redo: Ctrl+Shift+Z (Cmd+Shift+Z) or Ctrl+Y (docs/rules.md, Undo).
      const isRedoKey = isCommand && ((key === 'z' && event.shiftKey) || key === 'y');
      const isUndoKey = key === 'z' && isCommand && !event.shiftKey;
      const isHintKey = key === 'h' && !isCommand && !event.shiftKey;
      const isTyping = (event.target as Element).closest?.('input, textarea, dialog');
      // A modal dialog holds the page: its keys never reach the game behind it, even when the
      // focus has left the dialog (Tab past its last control can put it on the page's body).
      const isDialogOpen = document.querySelector('dialog[open]') !== null;
      const isOwnKey = (isUndoKey || isRedoKey || isHintKey) && !event.altKey;
      if (!isOwnKey || isTyping || isDialogOpen) return;
      event.preventDefault();
      if (isHintKey) solver.showHint();
      else {
        if (isUndoKey) play.undo();
        else play.redo();
        // The last undo (redo) turns the game bar's Undo (Redo) off, which drops the focus if
        // it had it.
        catchLostFocus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const openNewGame = () => {
    isNewGameOpen.value = true;
  };
  const problem = game.problem.value;
  // A new tab (not a deal link) whose player chose the browser's own new tab hands its tab on
  // and draws no board meanwhile; so a new tab shows its board once the settings are read too.
  const isNewTab = handsOnNewTab(layout, dealCode);
  const isHandedOn = isNewTab && settings.isLoaded.value && !settings.settings.value.showOnNewTab;
  // The live board shows only with its input: never a frame whose cards take no key or press.
  const input = boardInput.current.value;
  const isBoardShown =
    input !== null && game.isLoaded.value && (!isNewTab || settings.isLoaded.value) && !isHandedOn;
  useEffect(() => {
    if (isHandedOn) showBrowserNewTab();
  }, [isHandedOn]);
  useBoardSnapshot(layout, model, boardInput.current);
  useLooks(model);
  // The live board (or the problem) replaces the snapshot in the frame it first paints in.
  useLayoutEffect(() => {
    if (isBoardShown || problem) removeSnapshot();
  });
  return (
    <BoardCover.Provider value={cover}>
      <main
        class={`game game--${layout}`}
        aria-label={i18n.t('extension.name')}
        // Busy while the board is on its way (the stored game, the settings or the board's input
        // still loading): a screen reader waits rather than read an empty page.
        aria-busy={!isBoardShown && !problem && !isHandedOn}
      >
        <h1 class="visually-hidden">{i18n.t('extension.name')}</h1>
        {isBoardShown && (
          <>
            <GameBar model={model} onNewGame={openNewGame} />
            <Board
              game={game}
              play={play}
              settings={settings.settings}
              hint={solver.hint}
              input={input}
              finishing={ending?.finish.isFinishing}
            />
          </>
        )}
        <div class="notices">
          {/* A count storage refused is kept here and written later (state/stats-store.ts): said
              while it waits, unless the game's own write failed too, which says as much. */}
          {(problem || ending?.stats.isSaved.value === false) && (
            <p class="problem" role="alert">
              {i18n.t(
                problem === 'unreadable'
                  ? 'problem.unreadable'
                  : problem
                    ? 'problem.notSaved'
                    : 'problem.statsNotSaved',
              )}
            </p>
          )}
          <RefusalToast game={game} play={play} hint={solver.hint} />
          <HintNotice solver={solver} game={game} />
          {dealer && <DealSearchNotice dealer={dealer} />}
        </div>
        <OtherGameNotice otherGame={otherGame} />
        {dealer && (
          <NewGameDialog
            isOpen={isNewGameOpen.value}
            onClose={() => {
              isNewGameOpen.value = false;
            }}
            dealer={dealer}
            defaultVariant={settings.settings.value.defaultVariant}
            game={game}
          />
        )}
        {ending && <Celebration celebration={ending.celebration} game={game} />}
        {ending && (
          <GameOverDialog
            game={game}
            celebration={ending.celebration}
            records={ending.winRecords}
            settings={settings.settings}
            onNewGame={openNewGame}
          />
        )}
        <NoProgressDialog game={game} play={play} solver={solver} onNewGame={openNewGame} />
        <DealLinkDialog game={game} dealCode={dealCode} />
      </main>
    </BoardCover.Provider>
  );
}
