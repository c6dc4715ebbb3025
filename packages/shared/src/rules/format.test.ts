import { describe, expect, it } from 'vitest';
import { formatBlogDate, formatCartDate, formatEventDate, formatRupees, parseEventDate } from './format.ts';

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

  it("writes the spec's date formats", () => {
    expect(formatEventDate('2026-12-09')).toBe('09/12/2026');
    expect(formatCartDate('2026-12-09')).toBe('09/12/26');
    expect(formatBlogDate('2024-03-05')).toBe('March 05, 2024');
    expect(parseEventDate('09/12/2026')).toBe('2026-12-09');
    expect(parseEventDate('9/12/2026')).toBeNull();
  });
});
