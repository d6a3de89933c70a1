import type { ReadonlySignal } from '@preact/signals';
import type { Move } from '../engine';
import type { Spot } from './board-focus';
import type { BoardPile, Lift } from './lift';

/**
 * What a pile reads of the board besides its own cards: one object, the same for all eleven
 * piles. Each answer is a signal, so a pile draws again only when one it reads changes.
 */
export interface PileView {
  /** The group lifted, by the pointer or by keys, or null. */
  lift: ReadonlySignal<Lift | null>;
  /** Legal destinations of the lifted group (placement help; none while that setting is off). */
  targets: ReadonlySignal<BoardPile[]>;
  /** The pile the lifted group would drop on now. */
  over: ReadonlySignal<BoardPile | null>;
  /**
   * The foundation slot lit as under the pointer, read only while `over` is the foundation: the
   * slot the card lands on where a drop there takes it, the slot a card taken back came from,
   * else the slot under the pointer or the keys (-1 for none).
   */
  overSlot: ReadonlySignal<number>;
  /** The hint shown: its card and destination are highlighted. */
  hint: ReadonlySignal<Move | null>;
  /** Where the keyboard's tab stop is: a card, an empty column or a foundation slot. */
  spot: ReadonlySignal<Spot>;
}

/**
 * The classes the piles set, named once for the piles that set them, the pointer play that moves
 * the lifted cards and the tests that look for them. The stylesheets spell them out (`.is-lifted`
 * in PlayingCard.css, `.is-target` in TableauColumn.css and FoundationPile.css).
 */
export const PILE_CLASS = {
  /** On each card of the group lifted, by the pointer or by keys. */
  lifted: 'is-lifted',
  /** On a pile that takes the lifted group (placement help). */
  target: 'is-target',
  /** On the pile the dragged group drops on now (drop-target.ts). */
  over: 'is-over',
} as const;
