/** Calendar dates are 'YYYY-MM-DD' strings in India Standard Time; no Date of a browser's zone. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/*
 * The helpers below do calendar arithmetic on whole days (days since 1970-01-01) without Date
 * objects: a quote or an uncached listing calls them a few dozen times, and parsing and printing
 * through Date cost the quote a sixth of its time (record 31, addendum 6). The tests in dates.test.ts
 * compare them with Date: every day from 1900 to 2199, random days from year 100 to 9999, any
 * YYYY-MM-DD string of digits.
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The date `days` after 1970-01-01, YYYY-MM-DD (civil_from_days); years 1000–9999 only. */
function civilText(days: number): IsoDate | null {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The date's day number, or null when it is not a calendar date written YYYY-MM-DD. */
function dayOf(value: string): number | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Date reads years 0–99 as 1900–1999, so it never wrote them back: they were never dates here.
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number))) return null;
  return daysFromCivil(year, month, day);
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
  const day = toDay(date) + days;
  // Outside years 1000–9999 (and for a fraction of a day) as Date writes it.
  return (Number.isInteger(day) ? civilText(day) : null) ?? new Date(day * DAY_MS).toISOString().slice(0, 10);
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
