/**
 * The four suit shapes by suit index 0..3 (S, H, D, C), each one path in a 100 x 100 box
 * (docs/rules.md, Cards). The club's three leaves are circles drawn in the stem's direction, so
 * that where they overlap the shape stays filled.
 */
const SUIT_PATHS = [
  'M50 3C61 21 95 38 95 62c0 14-10 22-22 22-9 0-16-5-19-11 1 10 5 17 13 23H33c8-6 12-13 13-23-3 6-10 11-19 11C15 84 5 76 5 62 5 38 39 21 50 3z',
  'M50 92C22 68 4 50 4 30 4 15 15 5 28 5c10 0 18 6 22 15 4-9 12-15 22-15 13 0 24 10 24 25 0 20-18 38-46 62z',
  'M50 2C62 20 74 36 90 50 74 64 62 80 50 98 38 80 26 64 10 50 26 36 38 20 50 2z',
  'M29 27a21 21 0 1 1 42 0a21 21 0 1 1-42 0zM6 60a21 21 0 1 1 42 0a21 21 0 1 1-42 0zM52 60a21 21 0 1 1 42 0a21 21 0 1 1-42 0zM45 50h10c0 22 4 34 14 46H31c10-12 14-24 14-46z',
];

/**
 * One suit shape by suit index 0..3 (S, H, D, C), coloured by the surrounding text, with the class
 * names `className`. Plain elements, not a component: a card draws up to three, and a component
 * each made the board's first render and every move's re-render pay for ~100 more component
 * instances (docs/speed.md). The path is inline: an `<svg><use>` of shared symbols gave each mark a
 * shadow tree to build, style and lay out, and a CSS mask image tripled a move's paint.
 */
export function suitMark(suit: number, className: string) {
  return (
    <svg class={className} viewBox="0 0 100 100" aria-hidden="true">
      <path d={SUIT_PATHS[suit]} />
    </svg>
  );
}
