import { describe, expect, it } from 'vitest';
import { blockedDays, blockedRange, bookingsConflict, isSpanFree } from './booking.ts';

const booked = { deliveryDate: '2026-12-09', returnDate: '2026-12-12' };

describe('booking buffers', () => {
  it('stores a booking as [delivery, return + 1]', () => {
    expect(blockedRange(booked)).toEqual({ first: '2026-12-09', last: '2026-12-13' });
  });

  it('blocks the day before delivery and the day after return, and frees the day after that', () => {
    const days = blockedDays([booked]);
    expect(days[0]).toBe('2026-12-08');
    expect(days.at(-1)).toBe('2026-12-13');
    expect(days).not.toContain('2026-12-07');
    expect(days).not.toContain('2026-12-14');
  });

  it.each([
    // [new delivery, new return, conflicts?]
    ['2026-12-13', '2026-12-16', true], // delivered the day after the return: the buffer day
    ['2026-12-14', '2026-12-17', false], // the day after the buffer: free
    ['2026-12-05', '2026-12-08', true], // returned the day before the delivery: the buffer day
    ['2026-12-04', '2026-12-07', false], // returned the day before the buffer: free
    ['2026-12-10', '2026-12-11', true], // inside
    ['2026-12-01', '2026-12-20', true], // around
  ])('a rental from %s to %s conflicts: %s', (deliveryDate, returnDate, expected) => {
    const span = { deliveryDate, returnDate };
    expect(bookingsConflict(span, booked)).toBe(expected);
    expect(bookingsConflict(booked, span)).toBe(expected);
    expect(isSpanFree(span, [booked])).toBe(!expected);
    // The picker's rule agrees: a span is free exactly when none of its days is blocked.
    const blocked = new Set(blockedDays([booked]));
    const touches = [...blocked].some((d) => d >= deliveryDate && d <= returnDate);
    expect(touches).toBe(expected);
  });
});
