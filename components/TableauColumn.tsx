import { type ReadonlySignal, useComputed } from '@preact/signals';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Column } from '../engine';
import { PlayingCard } from './PlayingCard';
import { PILE_CLASS, type PileView } from './pile-view';
import './TableauColumn.css';

/** How far a card lies below the one it covers, in card heights, before a long column squeezes. */
const FACE_DOWN_STEP = 0.11;
const FACE_UP_STEP = 0.27;

/**
 * Each card's natural offset below the column's top, in card heights (`--w` on the card). The
 * column gives the last card's offset (`--fan-end`, and `--fan-length` to divide by), and CSS
 * places each card at the smaller of its natural offset and its share of the squeezed column, so
 * a long column shrinks its overlap to fit the column's height and a short one keeps the natural
 * fan, with no measuring in script.
 * A card's offset depends only on the cards under it, so a move redraws only the cards it moved.
 */
function fanOffsets(count: number, faceDown: number): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    offsets.push(offset);
    offset += index < faceDown ? FACE_DOWN_STEP : FACE_UP_STEP;
  }
  return offsets;
}

/**
 * Whether two columns hold the same cards, face down and face up alike: a game taken from another
 * page gives every column a new object, equal or not.
 */
function isSameColumn(a: Column, b: Column): boolean {
  return (
    a === b ||
    (a.faceDown === b.faceDown &&
      a.cards.length === b.cards.length &&
      a.cards.every((card, position) => card === b.cards[position]))
  );
}

interface TableauColumnProps {
  /** Column index 0..6 (column 1..7). */
  index: number;
  column: ReadonlySignal<Column>;
  view: PileView;
}

/**
 * One tableau column. It reads only its own column (compared by identity) and primitive
 * answers about the drag, so a move re-renders only the columns it touched.
 */
export function TableauColumn({ index, column, view }: TableauColumnProps) {
  const { lift, targets, over, hint, spot } = view;
  const liftedFrom = useComputed(() => (lift.value?.from === index ? lift.value.index : -1));
  const isTarget = useComputed(() => targets.value.includes(index));
  const isOver = useComputed(() => over.value === index);
  // Primitive answers, so that a hint re-renders only the columns it lights up.
  const hintedCard = useComputed(() => {
    const move = hint.value;
    return move && column.value.cards.includes(move.card) ? move.card : -1;
  });
  const isHintTarget = useComputed(() => hint.value?.to === index);
  /** The index of the card holding the tab stop, -1 for the empty column, null when elsewhere. */
  const tabStop = useComputed(() =>
    'column' in spot.value && spot.value.column === index ? spot.value.index : null,
  );
  // Where a lifted group was taken from (the card it uncovered, -1 for none), kept from the end of
  // the lift until the group's glide home ends (or the column's cards change, or no glide runs,
  // below): when the lift ends with no move (let go on no pile, refused, Escape, or the game
  // replaced by another page's), the group glides back, over the piles it crosses (the column
  // `is-returning`), onto that card, which stays whole until then (`is-returned-onto`; both in
  // TableauColumn.css). Not marked during the lift, so that a lift ending in a move draws nothing
  // again for it; and not kept after the glide, so that the column does not stay over its
  // neighbours, whose own groups gliding home would pass under it.
  const returnedOnto = useRef<{ column: Column; position: number } | null>(null);
  // Counts the glides ended, to draw the column again when one does.
  const [, setGlidesEnded] = useState(0);
  if (liftedFrom.value >= 0) {
    returnedOnto.current = { column: column.value, position: liftedFrom.value - 1 };
  } else if (returnedOnto.current && !isSameColumn(returnedOnto.current.column, column.value)) {
    returnedOnto.current = null;
  }
  /** A card's glide ended (or was cut short): the group is home. */
  const onGlideEnd = (event: TransitionEvent) => {
    if (event.propertyName !== 'transform' || !returnedOnto.current) return;
    if (liftedFrom.peek() >= 0) return;
    returnedOnto.current = null;
    setGlidesEnded((count) => count + 1);
  };
  const isReturning = liftedFrom.value < 0 && returnedOnto.current !== null;
  const columnRef = useRef<HTMLDivElement>(null);
  // No glide starts when the motion is off (its duration is 0), or when the lift ends before
  // the group was drawn away from its place, and then no transition's end comes to let go: the
  // column would stay over its neighbours until its cards change. Asked once the lift's end is
  // in the page's elements, so that the browser has started any glide it will run (on the
  // cards: the subtree). Where it cannot say (no `getAnimations`), the glide's end is waited for.
  useLayoutEffect(() => {
    if (!isReturning) return;
    const glides = columnRef.current?.getAnimations?.({ subtree: true });
    if (
      !glides ||
      glides.some((glide) => (glide as CSSTransition).transitionProperty === 'transform')
    )
      return;
    returnedOnto.current = null;
    setGlidesEnded((count) => count + 1);
  });
  const returnedOntoPosition = isReturning ? returnedOnto.current?.position : undefined;
  const { cards, faceDown } = column.value;
  const offsets = fanOffsets(cards.length, faceDown);
  const classes = [
    'column',
    isTarget.value && PILE_CLASS.target,
    isOver.value && PILE_CLASS.over,
    isHintTarget.value && 'is-hint-target',
    isReturning && 'is-returning',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pile is a group of cards, not a form's fieldset.
    <div
      ref={columnRef}
      class={classes}
      role="group"
      aria-label={i18n.t('pile.column', [String(index + 1)])}
      // An empty column takes the focus itself: it says so, as an empty foundation slot does.
      aria-description={cards.length === 0 ? i18n.t('pile.empty') : undefined}
      data-pile={index}
      // `--fan-end` is the last card's offset; `--fan-length` the same, but never 0, as CSS
      // divides by it (a column of one card has its card at 0 either way). A face-up card's
      // corner fits the strip its step leaves once squeezed (PlayingCard.css, .card__corner); a
      // covered card is cut short below its natural step (TableauColumn.css).
      style={{
        '--fan-end': offsets[offsets.length - 1] ?? 0,
        '--fan-length': offsets[offsets.length - 1] || 1,
        '--face-up-step': FACE_UP_STEP,
        '--face-down-step': FACE_DOWN_STEP,
      }}
      tabIndex={cards.length === 0 ? (tabStop.value === -1 ? 0 : -1) : undefined}
      onTransitionEnd={onGlideEnd}
      onTransitionCancel={onGlideEnd}
    >
      {cards.map((card, position) => {
        const isFaceDown = position < faceDown;
        const isLifted = liftedFrom.value >= 0 && position >= liftedFrom.value;
        // The last card shows whole, and so does the one a lifted group uncovers.
        const isCovered = position < cards.length - 1 && position !== liftedFrom.value - 1;
        return (
          <PlayingCard
            key={isFaceDown ? `down-${position}` : card}
            card={isFaceDown ? null : card}
            class={`${isLifted ? PILE_CLASS.lifted : ''} ${card === hintedCard.value ? 'is-hinted' : ''} ${position === returnedOntoPosition ? 'is-returned-onto' : ''}`}
            fanOffset={offsets[position]}
            tabIndex={isFaceDown ? undefined : position === tabStop.value ? 0 : -1}
            isCovered={isCovered}
          />
        );
      })}
    </div>
  );
}
