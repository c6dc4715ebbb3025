import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/settings.ts';
import {
  earliestEventDate,
  eventDateError,
  refundableDeposit,
  rentalDates,
  rentForPeriod,
  returnDateFor,
} from './rental.ts';

const rules = DEFAULT_SETTINGS.rental;

describe('renting one item', () => {
  it('earliest event date is the day after tomorrow', () => {
    expect(earliestEventDate('2026-11-21', rules)).toBe('2026-11-23');
    expect(eventDateError('2026-11-23', '2026-11-21', rules)).toBeNull();
    expect(eventDateError('2026-11-22', '2026-11-21', rules)).toBe('Please select a date after 22/11/2026');
    expect(eventDateError('2026-11-21', '2026-11-21', rules)).toBe('Please select a date after 22/11/2026');
  });

  it.each([
    [4, '2026-12-09', '2026-12-12'],
    [6, '2026-12-09', '2026-12-14'],
    [8, '2026-12-09', '2026-12-16'],
    [10, '2026-12-09', '2026-12-18'],
  ])('a %i-day rental for the 10th runs from %s to %s', (period, delivery, ret) => {
    expect(rentalDates('2026-12-10', period, rules)).toEqual({ deliveryDate: delivery, returnDate: ret });
    expect(returnDateFor(delivery, period)).toBe(ret);
  });

  it.each([
    [1000, 4, 1000],
    [1000, 6, 1100],
    [1000, 8, 1200],
    [1000, 10, 1300],
    [1499, 6, 1649], // 1648.9 rounds to the rupee
    [2345, 10, 3049], // 3048.5 rounds half up
  ])('rent %i for %i days is %i', (base, period, rent) => {
    expect(rentForPeriod(base, period, rules)).toBe(rent);
  });

  it('refuses a period that is not offered', () => {
    expect(() => rentForPeriod(1000, 5, rules)).toThrow(RangeError);
  });

  it('deposit is the product’s own, else the base rent', () => {
    expect(refundableDeposit({ deposit: 3000, baseRent: 1500 })).toBe(3000);
    expect(refundableDeposit({ deposit: null, baseRent: 1500 })).toBe(1500);
  });
});

describe('the booking horizon', () => {
  it('refuses event dates more than maxDaysAhead days away, naming the last one', () => {
    const rules = { earliestEventDaysAhead: 2, maxDaysAhead: 365 };
    expect(eventDateError('2027-11-21', '2026-11-21', rules)).toBeNull();
    expect(eventDateError('2027-11-22', '2026-11-21', rules)).toBe(
      'Please select a date on or before 21/11/2027',
    );
  });
});
