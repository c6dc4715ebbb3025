import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBlogDate,
  formatCartDate,
  formatEventDate,
  formatRupees,
  groupIndian,
  parseEventDate,
} from './format.ts';

describe('formatting', () => {
  it.each([
    [123456, '₹1,23,456'],
    [1000, '₹1,000'],
    [999, '₹999'],
    [10000000, '₹1,00,00,000'],
    [0, '₹0'],
    [null, '-'],
    [undefined, '-'],
  ])('formatRupees(%s) is %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('groups any number as Intl writes it in en-IN, rounded to a whole one', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const x of [0, -0, 0.5, -0.5, 2.5, -2.5, 999.5, 1e21, -1e21, Number.NaN, Infinity, -Infinity]) {
      expect(groupIndian(x)).toBe(intl.format(x));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.maxSafeInteger(),
          fc.double({ min: -1e25, max: 1e25 }),
        ),
        (x) => groupIndian(x) === intl.format(x),
      ),
      { numRuns: 2000 },
    );
  });

  it("writes the spec's date formats", () => {
    expect(formatEventDate('2026-12-09')).toBe('09/12/2026');
    expect(formatCartDate('2026-12-09')).toBe('09/12/26');
    expect(formatBlogDate('2024-03-05')).toBe('March 05, 2024');
    expect(parseEventDate('09/12/2026')).toBe('2026-12-09');
    expect(parseEventDate('9/12/2026')).toBeNull();
  });
});
