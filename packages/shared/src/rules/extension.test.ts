import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/settings.ts';
import { extensionQuote, measurementsStale, surchargeFor } from './extension.ts';

const rules = DEFAULT_SETTINGS.rental;

describe('surchargeFor', () => {
  it('reads a listed period from the table', () => {
    expect(surchargeFor(4, rules)).toBe(0);
    expect(surchargeFor(8, rules)).toBe(20);
  });
  it('continues the last step past the longest period', () => {
    expect(surchargeFor(12, rules)).toBe(40);
    expect(surchargeFor(16, rules)).toBe(60);
  });
  it('takes the shorter neighbour between listed periods and the shortest below them', () => {
    expect(surchargeFor(7, rules)).toBe(10);
    expect(surchargeFor(3, rules)).toBe(0);
  });
});

describe('extensionQuote', () => {
  it('charges the difference between the longer and the current period', () => {
    const q = extensionQuote({ price: 1000, period: 4, returnDate: '2026-12-12' }, 2, rules, 0);
    expect(q).toEqual({ days: 2, period: 6, returnDate: '2026-12-14', rent: 100, gst: 0, amount: 100 });
  });
  it('works from the base rent when the current period already carries a surcharge', () => {
    // 6 days of a 2000 piece = 2200; 10 days = 2600.
    const q = extensionQuote({ price: 2200, period: 6, returnDate: '2026-12-12' }, 4, rules, 0);
    expect(q.rent).toBe(400);
    expect(q.returnDate).toBe('2026-12-16');
  });
  it('adds GST on the extra rent', () => {
    const q = extensionQuote({ price: 1300, period: 10, returnDate: '2026-12-12' }, 6, rules, 18);
    // 10 → 16 days: 30 % → 60 %, 1300 → 1600 of a base of 1000.
    expect(q.rent).toBe(300);
    expect(q.gst).toBe(54);
    expect(q.amount).toBe(354);
  });
});

describe('measurementsStale', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('asks about measurements saved more than the months allowed ago', () => {
    expect(measurementsStale('2026-05-22T10:00:00Z', now, 6)).toBe(true);
    expect(measurementsStale('2026-05-24T10:00:00Z', now, 6)).toBe(false);
    expect(measurementsStale('2026-10-01T10:00:00Z', now, 1)).toBe(true);
  });
  it('asks nothing when nothing was saved', () => {
    expect(measurementsStale(null, now, 6)).toBe(false);
  });
});
