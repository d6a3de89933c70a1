import type { Card } from '../engine';

/** A pile the board lays out and a card can go to: a column index or a foundation. */
export type BoardPile = number | 'foundation';

/**
 * The group the player is dragging: the card taken, the pile it lies on (a column index 0..9,
 * the foundation or the waste) and its index in that column (0 on a foundation or the waste).
 */
export interface Lift {
  card: Card;
  from: BoardPile | 'waste';
  index: number;
  /** Picked up with the keyboard (drawn raised), not dragged. */
  isKeyboardLift?: boolean;
}
