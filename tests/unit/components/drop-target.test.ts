import { describe, expect, it } from 'vitest';
import { dropTarget } from '../../../components/drop-target';

const CARD_AREA = 100 * 140;

describe('where a dragged card drops', () => {
  it('goes to a pile that takes it among those it covers enough, not the most covered', () => {
    // A card lying 48% over column 1, which refuses it, and 40% over column 2, which takes it.
    const covers = [
      { pile: 0, area: 0.48 * CARD_AREA },
      { pile: 1, area: 0.4 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [1, 'foundation'])).toBe(1);
  });

  it('takes the most covered of the piles that take it', () => {
    const covers = [
      { pile: 2, area: 0.3 * CARD_AREA },
      { pile: 3, area: 0.5 * CARD_AREA },
      { pile: 4, area: 0.2 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [2, 3])).toBe(3);
  });

  it('goes to the most covered pile, whose refusal is explained, when none it covers enough takes it', () => {
    const covers = [
      { pile: 0, area: 0.7 * CARD_AREA },
      { pile: 1, area: 0.1 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [1])).toBe(0);
    expect(dropTarget(covers, CARD_AREA, [])).toBe(0);
  });

  it('goes to the pile under the pointer when it takes the card, however little the card covers it', () => {
    // Held by its top edge low on a foundation, the card hangs 70% over the column beneath,
    // which takes it too.
    const covers = [
      { pile: 'foundation' as const, area: 0.1 * CARD_AREA },
      { pile: 0, area: 0.7 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [0, 'foundation'], 'foundation')).toBe('foundation');
    expect(dropTarget(covers, CARD_AREA, [0, 'foundation'], null)).toBe(0);
  });

  it('goes past a pile under the pointer that refuses the card to one it covers enough that takes it', () => {
    const covers = [
      { pile: 1, area: 0.2 * CARD_AREA },
      { pile: 2, area: 0.3 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [2], 1)).toBe(2);
  });

  it('goes to the pile under the pointer, whose refusal is explained, when no pile takes the card', () => {
    // Held low on a foundation that refuses it, the card hangs mostly over a column that
    // refuses it too: the refusal told is the foundation's, where the player aims.
    const covers = [
      { pile: 'foundation' as const, area: 0.1 * CARD_AREA },
      { pile: 0, area: 0.7 * CARD_AREA },
    ];
    expect(dropTarget(covers, CARD_AREA, [], 'foundation')).toBe('foundation');
    expect(dropTarget(covers, CARD_AREA, [], null)).toBe(0);
  });

  it('drops nowhere when the card covers no pile', () => {
    expect(dropTarget([{ pile: 0, area: 0 }], CARD_AREA, [0])).toBeNull();
    expect(dropTarget([], CARD_AREA, [0])).toBeNull();
  });
});
