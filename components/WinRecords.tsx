import type { ReadonlySignal } from '@preact/signals';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import { type RecordLine, recordLinesOf } from '../state/record-lines';
import type { Settings } from '../state/settings';
import type { WinRecords as Records } from '../state/win-records';
import { clockText, VARIANT_WORDS } from './names';

/** The sentence of one record line, the variant named in it. */
function sentenceOf(line: RecordLine, variant: string): string {
  if (line.figure === 'first-win') return i18n.t('won.firstWin', [variant]);
  if (line.figure === 'time') {
    return line.isNew
      ? i18n.t('won.newBestTime', [variant])
      : i18n.t('won.bestTime', [variant, clockText(line.best)]);
  }
  if (line.figure === 'moves') {
    return line.isNew
      ? i18n.t('won.newFewestMoves', [variant])
      : i18n.t('won.fewestMoves', [variant, i18n.number(line.best)]);
  }
  return line.isNew
    ? i18n.t('won.newBestScore', [variant])
    : i18n.t('won.bestScore', [variant, i18n.number(line.best)]);
}

/**
 * Under the won game's figures, the player's records of its variant (docs/rules.md, Statistics):
 * "Best time in Classic!" for each this win beat, the record that stands for the others. Only for
 * the win counted on this page, the game shown. No line of the time or the score the player hides
 * (docs/rules.md, Score, moves and time: calm play).
 */
export function WinRecords({
  game,
  records,
  settings,
}: {
  game: GameStore;
  records: Records;
  settings: ReadonlySignal<Settings>;
}) {
  const win = records.last.value;
  if (win === null || win.game !== game.current.value) return null;
  const { showClock, showScore } = settings.value;
  const isHidden = (figure: RecordLine['figure']) =>
    (figure === 'time' && !showClock) || (figure === 'score' && !showScore);
  const lines = recordLinesOf(win.result, win.before).filter((line) => !isHidden(line.figure));
  const variant = VARIANT_WORDS[win.result.variant].name();
  return (
    <ul class="win-records">
      {lines.map((line) => (
        <li key={line.figure} class={'isNew' in line && !line.isNew ? '' : 'win-records__new'}>
          {sentenceOf(line, variant)}
        </li>
      ))}
    </ul>
  );
}
