import type { Card } from '../engine';

/** A pile the board lays out and a card can go to: a column index or a foundation. */
export type BoardPile = number | 'foundation';

/**
 * The group the player is dragging: the card taken, the pile it lies on (a column index 0..6 or
 * the foundation) and its index in that column (0 on a foundation).
 */
export interface Lift {
  card: Card;
  from: BoardPile;
  index: number;
  /** Picked up with the keyboard (drawn raised), not dragged. */
  isKeyboardLift?: boolean;
}
