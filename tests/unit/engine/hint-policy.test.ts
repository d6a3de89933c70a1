import { describe, expect, it } from 'vitest';
import { applyMove, type Game, type Move, newGame, parseMove } from '../../../engine';
import { type HintLines, movesNotUndoing, pickHint } from '../../../engine/hint';
import { type HintAnswer, type HintVerdict, nextHintStep } from '../../../engine/hint-policy';
import { arrange, card, gameAt } from './arrange';

function play(game: Game, move: Move): Game {
  const result = applyMove(game, move);
  if (!result.game) throw new Error(`Refused: ${result.refusal}`);
  return result.game;
}

/**
 * Runs the policy to its answer, giving each game it asks for the verdict `verdictFor` says;
 * `timeFor` verdicts can be given before time runs out.
 * @returns the answer and the games asked for, in order, with the moves left to ask each time.
 */
function askPolicy(
  game: Game,
  lines: HintLines,
  verdictFor: (next: Game) => HintVerdict | null,
  timeFor = Infinity,
): { answer: HintAnswer; asked: { game: Game; movesLeftToAsk: number }[] } {
  const verdicts: (HintVerdict | null)[] = [];
  const asked: { game: Game; movesLeftToAsk: number }[] = [];
  for (;;) {
    const step = nextHintStep(game, lines, verdicts, verdicts.length >= timeFor);
    if (step.answer) return { answer: step.answer, asked };
    asked.push({ game: step.ask, movesLeftToAsk: step.movesLeftToAsk });
    verdicts.push(verdictFor(step.ask));
  }
}

const lose: HintVerdict = { result: 'unwinnable', solution: [] };
const undecided: HintVerdict = { result: 'unknown', solution: [] };
const sameGame = (a: Game, b: Game) => JSON.stringify(a.position) === JSON.stringify(b.position);

// Classic deal YU1-C-AAAAAAM after 4S-c6: 4S-c7 takes that move back.
const MISTAKE = parseMove('4S-c6');
const UNDO = parseMove('4S-c7');
const shown = play(newGame('YU1-C-AAAAAAM'), MISTAKE);
const others = movesNotUndoing(shown);

describe('a hint with no winning line to look past', () => {
  it('is the next move of a winning line that does not undo the last move, asking nothing', () => {
    const line = [others[0]];
    expect(nextHintStep(shown, { solution: line }, [])).toEqual({ answer: { move: others[0] } });
  });

  it('is pickHint’s move when no winning line is known', () => {
    const lines = { progress: [others[1]] };
    expect(nextHintStep(shown, lines, [])).toEqual({ answer: { move: pickHint(shown, lines) } });
  });

  it('says the only line to progress starts with the take-back when nothing else is found', () => {
    const lines = { progress: [UNDO] };
    // No move of this position makes progress at once, so pickHint has nothing.
    expect(pickHint(shown, lines)).toBeNull();
    expect(nextHintStep(shown, lines, [])).toEqual({
      answer: { move: null, onlyUndo: 'progress' },
    });
  });
});

describe('a hint past a winning line that starts by taking back the last move', () => {
  const lines = { solution: [UNDO] };

  it('asks for each other move’s position in turn, with the moves left to ask', () => {
    const { asked } = askPolicy(shown, lines, () => lose);
    expect(asked.map(({ game }) => game)).toEqual(others.map((move) => play(shown, move)));
    expect(asked.map(({ movesLeftToAsk }) => movesLeftToAsk)).toEqual(
      others.map((_, index) => others.length - index),
    );
  });

  it('says only the take-back keeps the game winnable once every other move is proved to lose', () => {
    expect(askPolicy(shown, lines, () => lose).answer).toEqual({ move: null, onlyUndo: 'wins' });
  });

  it('proposes the first other move whose position is proved winnable, and asks no further', () => {
    const winner = others[others.length - 1];
    const after = play(shown, winner);
    const { answer, asked } = askPolicy(shown, lines, (next) =>
      sameGame(next, after) ? { result: 'winnable', solution: [] } : lose,
    );
    expect(answer).toEqual({ move: winner });
    expect(asked).toHaveLength(others.length);
  });

  it('does not take a winning line that passes back through the position shown', () => {
    // Relaxed: 8H was carried from 9C onto 9S; 8D can go from 9D to 9C and back.
    const start = gameAt('R', arrange(['... / 9S', '9C 8H', '', '9D 8D']));
    const moved = play(start, { card: card('8H'), to: 0 });
    const across = { card: card('8D'), to: 1 };
    const back = { card: card('8D'), to: 3 };
    const undo = { card: card('8H'), to: 1 };
    expect(movesNotUndoing(moved)).toEqual([across]);
    const throughShown: HintVerdict = { result: 'winnable', solution: [back] };
    const { answer } = askPolicy(moved, { solution: [undo] }, () => throughShown);
    expect(answer).toEqual({ move: null, onlyUndo: 'found' });
    const elsewhere: HintVerdict = { result: 'winnable', solution: [] };
    expect(askPolicy(moved, { solution: [undo] }, () => elsewhere).answer).toEqual({
      move: across,
    });
  });

  it('falls back to pickHint’s move, or says the line found starts with the take-back, when not every other move is decided', () => {
    const withProgress = { ...lines, progress: [others[0]] };
    expect(askPolicy(shown, withProgress, () => undecided).answer).toEqual({
      move: pickHint(shown, withProgress),
    });
    expect(askPolicy(shown, lines, () => null).answer).toEqual({ move: null, onlyUndo: 'found' });
  });

  it('stops asking once time is out, the moves not asked counting as undecided', () => {
    const { answer, asked } = askPolicy(shown, lines, () => lose, 1);
    expect(asked).toHaveLength(1);
    expect(answer).toEqual({ move: null, onlyUndo: 'found' });
  });

  it('proposes a move that wins at once without asking for its position', () => {
    // KS, the last card not home, was carried from column 1 to column 2.
    const start = gameAt('C', arrange(['KS'], { S: 12, H: 13, D: 13, C: 13 }));
    const moved = play(start, { card: card('KS'), to: 1 });
    const back = { card: card('KS'), to: 0 };
    const home = { card: card('KS'), to: 'foundation' as const };
    const { answer, asked } = askPolicy(moved, { solution: [back, home] }, () => lose);
    expect(answer).toEqual({ move: home });
    expect(asked).toEqual([]);
  });
});
