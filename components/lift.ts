import type { Card, Destination } from '../engine';

/**
 * The group the player is dragging: the card taken, the pile it lies on (a column index 0..6 or
 * the foundation) and its index in that column (0 on a foundation).
 */
export interface Lift {
  card: Card;
  from: Destination;
  index: number;
  /** Picked up with the keyboard (drawn raised), not dragged. */
  isKeyboardLift?: boolean;
}
