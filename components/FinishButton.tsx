import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Finish } from '../state/finish';
import type { GameStore } from '../state/game-store';
import type { MotionStore } from '../state/motion-store';
import { catchLostFocus } from './lost-focus';
import './button.css';

/**
 * Finish (docs/rules.md, Moves 7): shown only while the solver's proved line to the win is in
 * hand, never on a guess. Pressed, it plays that line briskly at the pace of the motion setting
 * (at once when cards do not move); any click or key meanwhile plays the rest at once, and so
 * does the page being hidden.
 */
export function FinishButton({
  finish,
  motion,
  game,
}: {
  finish: Finish;
  motion: MotionStore;
  game: GameStore;
}) {
  const isFinishing = finish.isFinishing.value;
  const isOffered = finish.line.value !== null && !isFinishing;
  // A screen reader hears that Finish is offered, once a game: the button comes with the solver's
  // proof, after the move's own sentence, where nothing else says it. Between two moves it goes
  // until the proof of the new position is in, and a sentence each time would follow every move.
  const [said, setSaid] = useState('');
  // The deal it was said for, by when it was dealt: a restart or the same code dealt again is
  // another game.
  const saidFor = useRef<number | undefined | null>(null);
  useEffect(() => {
    const deal = game.dealtAt.peek();
    if (!isOffered) setSaid('');
    else if (saidFor.current !== deal) {
      saidFor.current = deal;
      setSaid(i18n.t('announce.finishOffered'));
    }
  }, [isOffered]);
  useEffect(() => {
    if (!isFinishing) return;
    // Captured before anything else hears it, so the input that jumps to the end does nothing
    // more: the game is won when the page gets to it.
    const skip = () => finish.skip();
    // Hidden (another tab brought to the front, or the page closing), the page's timers run a
    // second apart at most (the line would take minutes, its clock running), and no one sees the
    // cards move: the rest is played at once. Hidden already before this effect ran, too.
    const skipWhenHidden = () => {
      if (document.visibilityState === 'hidden') skip();
    };
    addEventListener('pointerdown', skip, true);
    addEventListener('keydown', skip, true);
    document.addEventListener('visibilitychange', skipWhenHidden);
    skipWhenHidden();
    return () => {
      removeEventListener('pointerdown', skip, true);
      removeEventListener('keydown', skip, true);
      document.removeEventListener('visibilitychange', skipWhenHidden);
    };
  }, [isFinishing]);
  return (
    <>
      <span class="visually-hidden" role="status">
        {said}
      </span>
      {isOffered && (
        <button
          type="button"
          class="button button--primary"
          onClick={() => {
            finish.start({ motion: motion.current.peek() });
            // The button goes away with the press, which drops the focus.
            catchLostFocus();
          }}
        >
          {i18n.t('bar.finish')}
        </button>
      )}
    </>
  );
}
