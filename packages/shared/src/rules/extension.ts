import type { Settings } from '../schemas/settings.ts';
import { addDays, type IsoDate } from './dates.ts';

type RentalRules = Pick<Settings['rental'], 'surchargePct'>;

/** A rental out (or about to go out) may be extended by one of these numbers of days. */
export const EXTENSION_DAYS = [2, 4, 6] as const;
export type ExtensionDays = (typeof EXTENSION_DAYS)[number];

export const EXTENSION_MESSAGES = {
  taken: 'These dates are no longer available. The piece is booked right after your rental.',
  notExtendable: 'This rental can no longer be extended.',
  waiting: 'An extension of this rental is already waiting for payment.',
} as const;

/**
 * The surcharge of a period in percent. A listed period has its own; a period longer than the
 * longest listed one continues the step between the two longest (4→0, 6→10, 8→20, 10→30 gives
 * 12→40, 14→50); a period shorter than the shortest takes the shortest one's.
 */
export function surchargeFor(period: number, rules: RentalRules): number {
  const listed = Object.entries(rules.surchargePct)
    .map(([days, pct]) => ({ days: Number(days), pct }))
    .filter((p) => Number.isInteger(p.days) && p.days > 0)
    .sort((a, b) => a.days - b.days);
  const own = listed.find((p) => p.days === period);
  if (own) return own.pct;
  const first = listed[0];
  const last = listed.at(-1);
  if (!first || !last) return 0;
  if (period <= last.days) {
    // Between two listed periods: the shorter one's surcharge (never more than the longer one's).
    return [...listed].reverse().find((p) => p.days < period)?.pct ?? first.pct;
  }
  const before = listed.at(-2);
  const perDay = before ? (last.pct - before.pct) / (last.days - before.days) : 0;
  return Math.round(last.pct + perDay * (period - last.days));
}

export type ExtensionPrice = {
  days: number;
  period: number;
  returnDate: IsoDate;
  /** Rent for the longer period less the rent already charged, in rupees. */
  rent: number;
  gst: number;
  amount: number;
};

/**
 * What extending a rental costs: the rent of the longer period less the rent of the current one,
 * both from the line's base rent (its rent without the surcharge), plus GST.
 * extensionQuote({ price: 1000, period: 4, returnDate: '2026-12-12' }, 2, rules) → rent 100,
 * return 2026-12-14.
 */
export function extensionQuote(
  line: { price: number; period: number; returnDate: IsoDate },
  days: number,
  rules: RentalRules,
  gstPct: number,
): ExtensionPrice {
  const base = (line.price * 100) / (100 + surchargeFor(line.period, rules));
  const period = line.period + days;
  const longer = Math.round((base * (100 + surchargeFor(period, rules))) / 100);
  const rent = Math.max(0, longer - line.price);
  const gst = Math.round((rent * gstPct) / 100);
  return { days, period, returnDate: addDays(line.returnDate, days), rent, gst, amount: rent + gst };
}

/**
 * Whether saved measurements should be asked about before renting: saved more than `freshMonths`
 * calendar months before now (never saved: nothing to ask). measurementsStale('2026-05-01T…',
 * 2026-11-23, 6) === true.
 */
export function measurementsStale(updatedAt: string | null, now: Date, freshMonths: number): boolean {
  if (!updatedAt) return false;
  const saved = new Date(updatedAt);
  if (Number.isNaN(saved.getTime())) return false;
  const limit = new Date(now.getTime());
  limit.setUTCMonth(limit.getUTCMonth() - freshMonths);
  return saved.getTime() < limit.getTime();
}
