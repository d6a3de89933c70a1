import { type Card, isRed, rankOf, suitOf } from '../engine';
import { cardName, faceDownName, rankMark } from './names';
import { suitMark } from './suit-mark';
import './PlayingCard.css';

/** The class of each court card's face (J, Q, K), whose art PlayingCard.css draws. */
const COURT_CLASSES = ['card__court--jack', 'card__court--queen', 'card__court--king'];

/** The class of each suit (S, H, D, C) that the four-colour deck prints in a colour of its own. */
export const SUIT_CLASSES = ['', '', 'card--diamonds', 'card--clubs'];

interface PlayingCardProps {
  /** The card, or null for a face-down card (whose identity never reaches the page). */
  card: Card | null;
  class?: string;
  /**
   * In a column: how far the card lies below the column's top, in card heights, before a long
   * column squeezes (`--w` in PlayingCard.css). A number, not a style object, so that a card
   * whose place did not change is not drawn again.
   */
  fanOffset?: number;
  /** 0 for the board's tab stop, -1 for the other cards keyboard focus may rove to. */
  tabIndex?: number;
  /**
   * Whether another card lies on this one, so that only its top strip shows: it is drawn without
   * the middle and the lower corner no one can see, about half its elements, which the board's
   * first frame and every move then need not build, style nor lay out; in a column it is also
   * cut short a little below that strip (TableauColumn.css), so that less of it is painted
   * (docs/speed.md). A face-down card takes it too.
   */
  isCovered?: boolean;
}

/**
 * A card drawn with CSS and SVG: rank and suit in two corners, a large suit (or the face of a
 * jack, queen or king, with its suit) in the middle; a patterned back when face down. Named for assistive technology
 * ("7 of hearts", "face-down card"). A face-up card carries `data-card` so the board can tell
 * which card a press lands on.
 */
export function PlayingCard({
  card,
  class: className = '',
  fanOffset,
  tabIndex,
  isCovered = false,
}: PlayingCardProps) {
  const style = fanOffset === undefined ? undefined : { '--w': fanOffset };
  if (card === null) {
    return (
      <div
        class={`card card--back ${isCovered ? 'is-covered' : ''} ${className}`}
        role="img"
        aria-label={faceDownName()}
        style={style}
      />
    );
  }
  const rank = rankOf(card);
  const suit = suitOf(card);
  const corner = (
    <>
      <span class="card__rank">{rankMark(rank)}</span>
      {suitMark(suit, 'card__corner-suit')}
    </>
  );
  return (
    <div
      class={`card card--${isRed(card) ? 'red' : 'black'} ${SUIT_CLASSES[suit]} ${rank === 10 ? 'card--ten' : ''} ${rank === 6 || rank === 9 ? 'card--six-nine' : ''} ${isCovered ? 'is-covered' : ''} ${className}`}
      role="img"
      aria-label={cardName(card)}
      data-card={card}
      style={style}
      tabIndex={tabIndex}
    >
      <span class="card__corner" aria-hidden="true">
        {corner}
      </span>
      {!isCovered && (
        <>
          <span class="card__corner card__corner--end" aria-hidden="true">
            {corner}
          </span>
          {rank > 10 ? (
            <span class={`card__court ${COURT_CLASSES[rank - 11]}`} aria-hidden="true">
              <span class="card__court-mark">{rankMark(rank)}</span>
              {suitMark(suit, 'card__court-suit')}
            </span>
          ) : (
            suitMark(suit, rank === 1 ? 'card__pip card__pip--ace' : 'card__pip')
          )}
        </>
      )}
    </div>
  );
}
