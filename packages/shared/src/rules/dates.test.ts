import fc from 'fast-check';
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

/** The helpers as they were written with Date objects: the reference the day numbers must agree with. */
const byDate = {
  isIsoDate(value: string): boolean {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === value;
  },
  ms(date: string): number {
    if (!byDate.isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
    return Date.parse(`${date}T00:00:00Z`);
  },
  addDays: (date: string, days: number) =>
    new Date(byDate.ms(date) + days * 86_400_000).toISOString().slice(0, 10),
  daysBetween: (a: string, b: string) => Math.round((byDate.ms(b) - byDate.ms(a)) / 86_400_000),
};
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** Days since 1970 of 0100-01-01 and 9999-12-31. */
const FIRST = -682_907;
const LAST = 2_932_896;

describe('dates read as day numbers agree with the Date versions', () => {
  it('on every day from 1900 to 2199: the date is valid, a day on is the next one, and the count between is 1', () => {
    for (let day = -25_567; day <= 83_947; day++) {
      const date = dateOf(day);
      const next = dateOf(day + 1);
      if (!isIsoDate(date) || addDays(date, 1) !== next || daysBetween(date, next) !== 1)
        expect({ date, valid: isIsoDate(date), next: addDays(date, 1) }).toEqual({ date, valid: true, next });
    }
  });

  it('for any day from year 100 to 9999 and any move of up to 400 years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST, max: LAST }),
        fc.integer({ min: -146_100, max: 146_100 }),
        (day, n) => {
          const date = dateOf(day);
          expect(isIsoDate(date)).toBe(true);
          expect(addDays(date, n)).toBe(byDate.addDays(date, n));
          if (day + n >= FIRST && day + n <= LAST)
            expect(daysBetween(date, addDays(date, n))).toBe(
              byDate.daysBetween(date, byDate.addDays(date, n)),
            );
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('for any string of digits written YYYY-MM-DD, and a fraction of a day', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    const text = fc.oneof(
      fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
      fc
        .tuple(
          fc.integer({ min: 1900, max: 2100 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(isIsoDate(value)).toBe(byDate.isIsoDate(value));
        if (byDate.isIsoDate(value)) expect(addDays(value, 0.5)).toBe(byDate.addDays(value, 0.5));
        else expect(() => addDays(value, 1)).toThrow(RangeError);
      }),
      { numRuns: 20_000 },
    );
  });
});
