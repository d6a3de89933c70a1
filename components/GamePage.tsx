import { useSignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { createGameStore } from '../state/game-store';
import { localGameItem, localSettingsItem } from '../state/items';
import { createPlay } from '../state/play';
import { createSettingsStore } from '../state/settings-store';
import { Board } from './Board';
import { DealLinkDialog } from './DealLinkDialog';
import { GameBar } from './GameBar';
import { GameOverDialog } from './GameOverDialog';
import { NewGameDialog } from './NewGameDialog';
import { RefusalToast } from './RefusalToast';
import './game.css';

/** The clock shown moves on once a second. */
const TICK_MS = 1000;

interface GamePageProps {
  layout: 'full' | 'compact';
  /** The `?deal=` of the page's address, or null. */
  dealCode: string | null;
}

/**
 * A page showing the game: the new tab (full) or the popup (compact, within 800 x 600). It loads
 * the saved game, runs the clock while the page is visible, and takes Ctrl+Z / Cmd+Z for Undo.
 */
export function GamePage({ layout, dealCode }: GamePageProps) {
  const [{ game, settings, play }] = useState(() => {
    const game = createGameStore({ item: localGameItem });
    const settings = createSettingsStore({ item: localSettingsItem });
    return { game, settings, play: createPlay({ game, settings }) };
  });
  const isNewGameOpen = useSignal(false);

  useEffect(() => {
    const stops = [game.load(), settings.load()];
    return () => {
      for (const stop of stops) stop.then((unsubscribe) => unsubscribe());
    };
  }, []);

  useEffect(() => {
    const showVisibility = () => game.setVisible(document.visibilityState === 'visible');
    showVisibility();
    document.addEventListener('visibilitychange', showVisibility);
    const timer = setInterval(() => game.tick(), TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', showVisibility);
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isUndoKey = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey);
      const isTyping = (event.target as Element).closest?.('input, textarea, dialog');
      if (!isUndoKey || event.shiftKey || event.altKey || isTyping) return;
      event.preventDefault();
      play.undo();
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
          <GameBar game={game} play={play} onNewGame={openNewGame} />
          <Board game={game} play={play} settings={settings.settings} />
        </>
      )}
      <RefusalToast game={game} play={play} />
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
        game={game}
        defaultVariant={settings.settings.value.defaultVariant}
      />
      <GameOverDialog game={game} onNewGame={openNewGame} />
      <DealLinkDialog game={game} dealCode={dealCode} />
    </main>
  );
}
