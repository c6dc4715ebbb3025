import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/settings.ts';
import { groupKitLines, kitRent, kitShares } from './kit-price.ts';
import { rentForPeriod } from './rental.ts';

const rules = DEFAULT_SETTINGS.rental;

describe('kit prices', () => {
  it('scales a kit price like any rental, or takes the discount off the sum of the parts', () => {
    expect(kitRent({ price: 5000, discountPct: null }, [4000, 1500], 4, rules)).toBe(5000);
    expect(kitRent({ price: 5000, discountPct: null }, [4000, 1500], 6, rules)).toBe(
      rentForPeriod(5000, 6, rules),
    );
    expect(kitRent({ price: null, discountPct: 10 }, [4000, 1499, 500], 4, rules)).toBe(5399);
    expect(kitRent({ price: null, discountPct: 0 }, [4000, 1500], 4, rules)).toBe(5500);
  });

  it('shares the kit rent among the parts in whole rupees that add up exactly', () => {
    expect(kitShares(900, [600, 300])).toEqual([600, 300]);
    const shares = kitShares(5399, [4000, 1499, 500]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(5399);
    expect(shares).toEqual([3601, 1349, 449]);
    expect(kitShares(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(kitShares(10, [])).toEqual([]);
  });
});

describe('groupKitLines', () => {
  const kit = (group: string) => ({ code: 'KIT1001', name: 'Royal Groom Kit', group });
  it('puts the parts of one kit under it at its first part, priced at the sum of their shares', () => {
    const lines = [
      { id: 'a', price: 100 },
      { id: 'b', price: 3000, kit: kit('g1') },
      { id: 'c', price: 500 },
      { id: 'd', price: 900, kit: kit('g1') },
      { id: 'e', price: 700, kit: kit('g2') },
    ];
    const groups = groupKitLines(lines, (l) => l.price);
    expect(groups.map((g) => [g.kind, g.price, g.lines.map((l) => l.id)])).toEqual([
      ['piece', 100, ['a']],
      ['kit', 3900, ['b', 'd']],
      ['piece', 500, ['c']],
      ['kit', 700, ['e']],
    ]);
    expect(groupKitLines([], (l: { kit?: undefined }) => (l ? 1 : 0))).toEqual([]);
  });
});
