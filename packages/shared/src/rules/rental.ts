import type { Settings } from '../schemas/settings.ts';
import { addDays, type IsoDate } from './dates.ts';
import { formatEventDate } from './format.ts';

export const MESSAGES = {
  eventDateRequired: 'Please select an event date and rental period.',
  conflict: 'Please change your event date. This product is already booked for an event in that days',
  /** '{date}' is the last date that is too early, as dd/mm/yyyy. */
  tooEarly: (date: IsoDate) => `Please select a date after ${formatEventDate(date)}`,
  /** '{date}' is the last date that may be booked, as dd/mm/yyyy. */
  tooLate: (date: IsoDate) => `Please select a date on or before ${formatEventDate(date)}`,
} as const;

type RentalRules = Settings['rental'];

/** Event dates are taken this many days ahead when the rules do not say. */
export const DEFAULT_MAX_DAYS_AHEAD = 365;

/** earliestEventDate('2026-11-21', rules) === '2026-11-23' (the day after tomorrow). */
export function earliestEventDate(
  today: IsoDate,
  rules: Pick<RentalRules, 'earliestEventDaysAhead'>,
): IsoDate {
  return addDays(today, rules.earliestEventDaysAhead);
}

/** latestEventDate('2026-11-21', rules) === '2027-11-21' with a 365-day limit. */
export function latestEventDate(today: IsoDate, rules: { maxDaysAhead?: number | undefined }): IsoDate {
  return addDays(today, rules.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD);
}

/** null when the event date may be booked, else the message naming the first or last allowed day. */
export function eventDateError(
  eventDate: IsoDate,
  today: IsoDate,
  rules: Pick<RentalRules, 'earliestEventDaysAhead'> & { maxDaysAhead?: number | undefined },
): string | null {
  const earliest = earliestEventDate(today, rules);
  if (eventDate < earliest) return MESSAGES.tooEarly(addDays(earliest, -1));
  const latest = latestEventDate(today, rules);
  return eventDate > latest ? MESSAGES.tooLate(latest) : null;
}

export type RentalDates = { deliveryDate: IsoDate; returnDate: IsoDate };

/**
 * Delivery the day before the event; return after the period, both ends included:
 * rentalDates('2026-12-10', 4) → delivery 2026-12-09, return 2026-12-12.
 */
export function rentalDates(eventDate: IsoDate, period: number, rules: RentalRules): RentalDates {
  const deliveryDate = addDays(eventDate, -rules.deliveryDaysBeforeEvent);
  return { deliveryDate, returnDate: addDays(deliveryDate, period - 1) };
}

/** Return date from a delivery date (cart edit): returnDateFor('2026-12-09', 4) === '2026-12-12'. */
export function returnDateFor(deliveryDate: IsoDate, period: number): IsoDate {
  return addDays(deliveryDate, period - 1);
}

export function isRentalPeriod(period: number, rules: RentalRules): boolean {
  return rules.periods.includes(period);
}

/** Rent for a period: base × (1 + surcharge), to the rupee. rentForPeriod(1000, 6) === 1100. */
export function rentForPeriod(baseRent: number, period: number, rules: RentalRules): number {
  const pct = rules.surchargePct[String(period)];
  if (pct === undefined) throw new RangeError(`Not a rental period: ${period}`);
  return Math.round((baseRent * (100 + pct)) / 100);
}

/** The product's own deposit, or the base rent where none is set. */
export function refundableDeposit(product: { deposit: number | null; baseRent: number | null }): number {
  return product.deposit ?? product.baseRent ?? 0;
}
