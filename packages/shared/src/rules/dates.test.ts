import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eachDay, isIsoDate, todayInIndia } from './dates.ts';

describe('calendar dates in IST', () => {
  it.each([
    ['2026-11-21T18:29:59Z', '2026-11-21'],
    ['2026-11-21T18:30:00Z', '2026-11-22'], // midnight in India is 18:30 UTC
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('at %s it is %s in India', (instant, date) => {
    expect(todayInIndia(new Date(instant))).toBe(date);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('counts and lists days', () => {
    expect(daysBetween('2026-12-25', '2027-01-04')).toBe(10);
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', ''])('rejects %j as a date', (text) => {
    expect(isIsoDate(text)).toBe(false);
  });
});
