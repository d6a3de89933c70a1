/**
 * What the player's gestures ask of the game: send a card home, find its group a column, drop
 * it on a pile, undo, redo. Every answer comes from the engine through the game store; this model only
 * picks among the engine's answers the way the settings say, and keeps the refusal to explain
 * (interactive rules).
 */
import { signal } from '@preact/signals';
import {
  type Card,
  columnForGroup,
  type Destination,
  faceDownRefusal,
  type Refusal,
  refusalToPlay,
  TURN_CARD,
} from '../engine';
import type { GameStore } from './game-store';
import type { SettingsStore } from './settings-store';

/** Why the last gesture moved nothing: an engine refusal, or no column takes the group. */
export type Notice = Refusal | 'no-column';

/** A refusal to explain; a new object each time, so the same refusal twice is shown twice. */
export interface RefusalNotice {
  notice: Notice;
  /** The card a foundation refused (`foundation-order`), so that the card it needs first is named. */
  card?: Card;
}

export type Play = ReturnType<typeof createPlay>;

export function createPlay({ game, settings }: { game: GameStore; settings: SettingsStore }) {
  const refusal = signal<RefusalNotice | null>(null);

  /**
   * Shows why nothing moved (when interactive rules are on), or clears the notice.
   * @param card the card the gesture moved, named when a foundation refused it.
   */
  function answer(notice: Notice | null, card?: Card): boolean {
    const isExplained = notice !== null && settings.settings.peek().interactiveRules;
    refusal.value = !isExplained
      ? null
      : notice === 'foundation-order' && card !== undefined
        ? { notice, card }
        : { notice };
    return notice === null;
  }

  function columnFor(card: Card): number | null {
    const { variant, position } = game.current.peek();
    return columnForGroup(variant, position, card);
  }

  return {
    /** The refusal shown to the player, or null. */
    refusal,

    /**
     * Tap on a column's last card, or F: it goes to its foundation (docs/rules.md, Moves 2).
     * @param isExplained whether a refusal is explained now; a tap that may be the first of a
     *   double tap leaves it to `explain`, once it knows no second tap came.
     * @returns null when the card went home, else the refusal.
     */
    sendHome(card: Card, { isExplained = true } = {}): Refusal | null {
      const refusal = game.move({ card, to: 'foundation' });
      if (refusal === null || isExplained) answer(refusal, card);
      return refusal;
    },

    /** Explains a refusal `sendHome` left unexplained for `card`. */
    explain(refusal: Refusal, card: Card): void {
      answer(refusal, card);
    },

    /**
     * Double tap: the group led by `card` goes to the longest column that takes it, else an
     * empty column for a King (engine `columnForGroup`).
     */
    sendToColumn(card: Card): boolean {
      const refusal = refusalToPlay(game.current.peek());
      if (refusal) return answer(refusal);
      const to = columnFor(card);
      return answer(to === null ? 'no-column' : game.move({ card, to }));
    },

    /**
     * Drop of the group led by `card` on a pile. Where it cannot go, auto placement (a setting)
     * puts it on the column a double tap would choose; otherwise it stays where it was.
     */
    drop(card: Card, to: Destination): boolean {
      const refused = game.move({ card, to });
      if (refused === null) return answer(null);
      const fallback = settings.settings.peek().autoPlacement ? columnFor(card) : null;
      return answer(fallback === null ? refused : game.move({ card, to: fallback }), card);
    },

    /**
     * Picking cards up to carry them (keyboard play): refused once the game has ended, as every
     * move then is (engine `refusalToPlay`, docs/rules.md, End of the game), rather than refused
     * only at the drop.
     * @returns whether the cards may be picked up.
     */
    pickUp(): boolean {
      return answer(refusalToPlay(game.current.peek()));
    },

    /**
     * Tap on the stock, or Enter on it: its top card is turned onto the waste (docs/rules.md,
     * U: Australian Patience); an empty stock refuses with `stock-empty`.
     */
    turn(): boolean {
      const stock = game.current.peek().position.stock ?? [];
      return answer(game.move({ card: stock[stock.length - 1] ?? TURN_CARD, to: 'waste' }));
    },

    /** Takes back the last move (docs/rules.md, Undo). */
    undo(): boolean {
      return answer(game.undo());
    },

    /** Plays again the move the last undo took back (docs/rules.md, Undo). */
    redo(): boolean {
      return answer(game.redo());
    },

    /**
     * Tap or drag on a face-down card: the page never knows which card it is, so it asks the
     * engine's answer for any face-down card (`faceDownRefusal`).
     */
    touchFaceDown(): boolean {
      return answer(faceDownRefusal(game.current.peek()));
    },

    /** Hides the refusal shown. */
    dismiss(): void {
      refusal.value = null;
    },
  };
}
