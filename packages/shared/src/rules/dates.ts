/** Calendar dates are 'YYYY-MM-DD' strings in India Standard Time; no Date of a browser's zone. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/*
 * The helpers below read a date as whole days since 1970-01-01 with Date.UTC, which only computes,
 * instead of making a Date and printing it back: a quote or an uncached listing reads dates a few
 * dozen times, and that cost the quote a sixth of its time (record 33, addendum 2). The tests in
 * dates.test.ts compare them with the Date versions: every day from 1900 to 2199, random days from
 * year 100 to 9999, any YYYY-MM-DD string of digits.
 */

/** The date's day number, or null when it is not a calendar date written YYYY-MM-DD. */
function dayOf(value: string): number | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  const day = Number(m[3]);
  // Date.UTC reads years 0–99 as 1900–1999, so they were never dates here; a day past the end of
  // its month lands in the next one. Date.UTC only computes: no Date object, no text parsed.
  if (year < 100 || month < 0 || month > 11 || day < 1) return null;
  const ms = Date.UTC(year, month, day);
  return ms < Date.UTC(year, month + 1, 1) ? ms / DAY_MS : null;
}

/** True for a real calendar date written YYYY-MM-DD: isIsoDate('2026-02-30') === false. */
export function isIsoDate(value: string): boolean {
  return dayOf(value) !== null;
}

function toDay(date: IsoDate): number {
  const day = dayOf(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/** addDays('2026-12-31', 1) === '2027-01-01'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((toDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b: daysBetween('2026-01-01', '2026-01-03') === 2. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDay(b) - toDay(a);
}

/** Today's date in India (UTC+05:30, no daylight saving). */
export function todayInIndia(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Each date from first to last, both included. */
export function eachDay(first: IsoDate, last: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}
