// A proven dead end for "no progress left" tests, found by a random search and checked by
// `progressSearch`: six face-down cards under each column's last card and 3S home. The only
// moves take 3S back onto 4D or 4H, and from there nothing sends a card home or turns one up.
import type { Game } from '../../../engine';
import { arrange, gameAt } from './arrange';

const STUCK_COLUMNS = [
  '2D JC AC 3D 7C 5S / 4D',
  'KD 9S 4S QS JD 6H / 7S',
  'TC 9D 6S 5C 7H 8H / TD',
  '8C TS TH 8D 3H KS / 5H',
  'JS 2H QD AD 9H AH / 4H',
  'KH QH 6D JH QC 2C / 5D',
  '9C 6C 7D 4C KC 3C / 8S',
];

/** A Classic game (deal code YU1-C-AAAAAAA) at the dead end, with no moves made. */
export function stuckGame(): Game {
  return gameAt('C', arrange(STUCK_COLUMNS, { S: 3 }));
}

/**
 * A Classic dead end where one move only empties a column: 4S alone in column 2 goes onto 5H,
 * and from there nothing sends a card home or turns one up (diamonds home to 9, no Ace or King
 * face up). Checked by `progressSearch` to be `no-progress`.
 */
export function stuckWithEmptyingMove(): Game {
  return gameAt(
    'C',
    arrange(
      [
        'AS 2S 3S 5S 6S 7S / 5H',
        '4S',
        '8S 9S TS JS KS AH / QH',
        '2H 3H 4H 6H 7H 8H / QD',
        '9H TH JH KH TD JD / QS',
        'KD AC 2C 3C 4C 5C / QC',
        '6C 7C 8C TC JC KC / 9C',
      ],
      { D: 9 },
    ),
  );
}
