import { type ReadonlySignal, useComputed } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Game, Variant } from '../engine';
import type { Celebration } from '../state/celebration';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import type { WinRecords as Records } from '../state/win-records';
import { Dialog } from './Dialog';
import { EndingActions, EndingFigures, EndingNote } from './EndingNote';
import { suitMark } from './suit-mark';
import { WinRecords } from './WinRecords';
import './sheet-tokens.css';
import './GameOverDialog.css';

interface GameOverDialogProps {
  game: GameStore;
  /** The win's celebration, which the dialog waits for. */
  celebration: Celebration;
  /** The records the win beat, shown under its figures. */
  records: Records;
  /** The player's settings: a figure hidden in calm play is hidden here too. */
  settings: ReadonlySignal<Settings>;
  onNewGame: () => void;
}

/** Which ending a game has, as a key that changes with every game ended; null while playing. */
function endingOf({ status, code, moves }: Game): string | null {
  return status === 'playing' ? null : `${code}:${moves}`;
}

/** The won dialog's sentence: all 52 cards home, or 104 in Double Yukon (docs/rules.md, D). */
function wonText(variant: Variant): string {
  return variant === 'D' ? i18n.t('won.textDouble') : i18n.t('won.text');
}

/**
 * What the end of a game shows (docs/rules.md, End of the game): won, with time, moves and score
 * and the records the win beat, or stopped at the move limit. After the win's celebration. On the page whose move ended it, a dialog; on every other page and
 * after a reload, a quiet note over the ended board that takes no focus (a new tab must leave it in
 * the address bar). Either, once closed, stays closed on every page (the game store keeps it).
 * It reads only which ending it shows, so a move or a tick of a game being played does not draw
 * it again.
 */
export function GameOverDialog({
  game,
  celebration,
  records,
  settings,
  onNewGame,
}: GameOverDialogProps) {
  const textId = useId();
  const ending = useComputed(() =>
    game.isEndingClosed.value ? null : endingOf(game.current.value),
  ).value;
  const isDialog = ending !== null && game.isEndedHere.value && !celebration.isCelebrating.value;
  const close = () => game.closeEnding();
  const startNewGame = () => {
    close();
    onNewGame();
  };
  if (ending !== null && !game.isEndedHere.value) {
    return <EndingNote game={game} settings={settings} onNewGame={startNewGame} onClose={close} />;
  }
  const isWon = game.current.peek().status === 'won';
  return (
    <Dialog
      isOpen={isDialog}
      title={isWon ? i18n.t('won.title') : i18n.t('moveLimit.title')}
      onClose={close}
      class="dialog--ending"
      describedBy={textId}
    >
      {isWon && (
        <div class="won-suits" aria-hidden="true">
          {[0, 1, 2, 3].map((suit) => suitMark(suit, `won-suits__suit won-suits__suit--${suit}`))}
        </div>
      )}
      <p class="dialog__text" id={textId}>
        {isWon ? wonText(game.current.peek().variant) : i18n.t('moveLimit.text')}
      </p>
      <EndingFigures game={game} settings={settings} />
      {isWon && <WinRecords game={game} records={records} settings={settings} />}
      <EndingActions
        class="dialog__actions"
        game={game}
        settings={settings}
        onNewGame={startNewGame}
        onClose={close}
      />
    </Dialog>
  );
}
