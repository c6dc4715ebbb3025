import { describe, expect, it } from 'vitest';
import { partyDiscountPct } from './party.ts';

const tiers = [
  { minMembers: 3, pct: 5 },
  { minMembers: 6, pct: 10 },
];

describe('party discount by group size', () => {
  it('is nothing below the smallest tier', () => {
    expect(partyDiscountPct(2, tiers)).toBe(0);
    expect(partyDiscountPct(0, [])).toBe(0);
  });
  it('takes the best tier the group reaches', () => {
    expect(partyDiscountPct(3, tiers)).toBe(5);
    expect(partyDiscountPct(5, tiers)).toBe(5);
    expect(partyDiscountPct(6, tiers)).toBe(10);
    expect(partyDiscountPct(40, [...tiers].reverse())).toBe(10);
  });
});
