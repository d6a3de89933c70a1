import { useEffect, useState } from 'preact/hooks';
import { type Card, cardOf, type Position, suitOfSlot } from '../engine';
import { CELEBRATION_MS, type Celebration as CelebrationStore } from '../state/celebration';
import type { GameStore } from '../state/game-store';
import { PlayingCard } from './PlayingCard';
import './Celebration.css';

/** How long one card takes to fall from its foundation off the table at the normal pace, ms. */
const FALL_MS = 1100;

/** One falling card: which, from where, and when it leaves. */
interface Fall {
  card: Card;
  box: DOMRect;
  delayMs: number;
}

/** The cascade's timing in a celebration of `durationMs` (CELEBRATION_MS at the normal pace). */
function fallMsOf(durationMs: number): number {
  return (FALL_MS * durationMs) / CELEBRATION_MS;
}

/**
 * The cards of every foundation, Kings first, each starting where its foundation lies, staggered
 * so that the last lands within `durationMs`.
 */
function fallsOf(position: Position, boxes: DOMRect[], durationMs: number): Fall[] {
  const slots = position.foundations.length;
  const count = slots * 13;
  const stepMs = (durationMs * (1 - (FALL_MS + 100) / CELEBRATION_MS)) / Math.max(1, count - 1);
  const falls: Fall[] = [];
  for (let rank = 13; rank >= 1; rank--) {
    for (let slot = 0; slot < slots; slot++) {
      const box = boxes[slot];
      if (!box) continue;
      falls.push({
        card: cardOf(suitOfSlot(position, slot), rank),
        box,
        delayMs: falls.length * stepMs,
      });
    }
  }
  return falls;
}

/**
 * A win's celebration (docs/rules.md, End of the game): the foundations' cards fall away across
 * the table in a cascade, each on an arc, within the celebration's `durationMs`. Drawn only with transforms, over
 * the board and under nothing the player needs; hidden from assistive technology (the win is
 * announced in words). Any click or key ends it, and so does the last card's landing.
 */
export function Celebration({
  celebration,
  game,
}: {
  celebration: CelebrationStore;
  game: GameStore;
}) {
  const isCelebrating = celebration.isCelebrating.value;
  const [falls, setFalls] = useState<Fall[]>([]);
  const fallMs = fallMsOf(celebration.durationMs.value);
  useEffect(() => {
    if (!isCelebrating) {
      setFalls([]);
      return;
    }
    const boxes: DOMRect[] = [];
    for (const pile of document.querySelectorAll<HTMLElement>('[data-pile="foundation"]')) {
      boxes[Number(pile.dataset.slot)] = pile.getBoundingClientRect();
    }
    setFalls(fallsOf(game.current.peek().position, boxes, celebration.durationMs.peek()));
    const end = () => celebration.end();
    addEventListener('pointerdown', end, true);
    addEventListener('keydown', end, true);
    return () => {
      removeEventListener('pointerdown', end, true);
      removeEventListener('keydown', end, true);
    };
  }, [isCelebrating]);
  if (!isCelebrating) return null;
  return (
    <div class="celebration" aria-hidden="true">
      {falls.map(({ card, box, delayMs }, index) => (
        <div
          key={index}
          class="celebration__card"
          style={{
            left: `${box.left}px`,
            top: `${box.top}px`,
            '--card-w': `${box.width}px`,
            '--card-h': `${box.height}px`,
            '--dx': `${-(160 + ((index * 97) % 520))}px`,
            '--dy': `${innerHeight - box.top + 40}px`,
            '--turn': `${((index * 53) % 90) - 45}deg`,
            // The first to fall on top: the piles look as they were until their cards leave.
            zIndex: falls.length - index,
            animationDelay: `${delayMs}ms`,
            animationDuration: `${fallMs}ms`,
          }}
          onAnimationEnd={index === falls.length - 1 ? () => celebration.end() : undefined}
        >
          <div
            class="celebration__fall"
            style={{ animationDelay: `${delayMs}ms`, animationDuration: `${fallMs}ms` }}
          >
            <PlayingCard card={card} />
          </div>
        </div>
      ))}
    </div>
  );
}
