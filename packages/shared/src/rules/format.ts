import type { IsoDate } from './dates.ts';

/**
 * A number rounded to a whole one (half away from zero) in Indian digit grouping, as
 * `Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })` writes it: groupIndian(12345678.5)
 * === '1,23,45,679'. Written out because a browser's first Intl formatter loads its locale data,
 * about 25 ms of a phone's start-up (record 35); format.test.ts checks it against Intl.
 */
export function groupIndian(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const size = Math.abs(value);
  if (size === Number.POSITIVE_INFINITY) return `${sign}∞`;
  // The shortest digits that name the number, as Intl writes it (not its exact binary value).
  const shortest = String(Math.round(size));
  const [mantissa = '', exponent] = shortest.split('e+');
  const digits =
    exponent === undefined ? shortest : mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0');
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** formatRupees(123456) === '₹1,23,456'; missing amounts show '-'. */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return `₹${groupIndian(amount)}`;
}

function parts(date: IsoDate): [string, string, string] {
  const [y = '', m = '', d = ''] = date.split('-');
  return [y, m, d];
}

/** Event dates: formatEventDate('2026-12-09') === '09/12/2026'. */
export function formatEventDate(date: IsoDate): string {
  const [y, m, d] = parts(date);
  return `${d}/${m}/${y}`;
}

/** Cart dates: formatCartDate('2026-12-09') === '09/12/26'. */
export function formatCartDate(date: IsoDate): string {
  const [y, m, d] = parts(date);
  return `${d}/${m}/${y.slice(2)}`;
}

/** An order's dates, DD/MM/YYYY like event dates: formatOrderDate('2026-12-09') === '09/12/2026'. */
export function formatOrderDate(date: IsoDate): string {
  return formatEventDate(date);
}

/** The months' names in English, January first. */
export const ENGLISH_MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Blog dates: formatBlogDate('2024-03-05') === 'March 05, 2024'. */
export function formatBlogDate(date: IsoDate): string {
  const [y, m, d] = parts(date);
  return `${ENGLISH_MONTHS[Number(m) - 1] ?? ''} ${d}, ${y}`;
}

/** Parses 'dd/mm/yyyy' to YYYY-MM-DD, or null. */
export function parseEventDate(text: string): IsoDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}
