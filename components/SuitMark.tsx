import { SUIT_LETTERS } from '../engine';

/** The four suit shapes, drawn once per page and shown with `<SuitMark>` (RULES.md, Cards). */
export function SuitSymbols() {
  return (
    <svg class="suit-symbols" aria-hidden="true" focusable="false">
      <symbol id="suit-S" viewBox="0 0 100 100">
        <path d="M50 3C61 21 95 38 95 62c0 14-10 22-22 22-9 0-16-5-19-11 1 10 5 17 13 23H33c8-6 12-13 13-23-3 6-10 11-19 11C15 84 5 76 5 62 5 38 39 21 50 3z" />
      </symbol>
      <symbol id="suit-H" viewBox="0 0 100 100">
        <path d="M50 92C22 68 4 50 4 30 4 15 15 5 28 5c10 0 18 6 22 15 4-9 12-15 22-15 13 0 24 10 24 25 0 20-18 38-46 62z" />
      </symbol>
      <symbol id="suit-D" viewBox="0 0 100 100">
        <path d="M50 2C62 20 74 36 90 50 74 64 62 80 50 98 38 80 26 64 10 50 26 36 38 20 50 2z" />
      </symbol>
      <symbol id="suit-C" viewBox="0 0 100 100">
        <circle cx="50" cy="27" r="21" />
        <circle cx="27" cy="60" r="21" />
        <circle cx="73" cy="60" r="21" />
        <path d="M45 50h10c0 22 4 34 14 46H31c10-12 14-24 14-46z" />
      </symbol>
    </svg>
  );
}

/** One suit shape by suit index 0..3 (S, H, D, C), coloured by the surrounding text. */
export function SuitMark({ suit, class: className }: { suit: number; class?: string }) {
  return (
    <svg class={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <use href={`#suit-${SUIT_LETTERS[suit]}`} />
    </svg>
  );
}
