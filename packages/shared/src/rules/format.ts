import type { IsoDate } from './dates.ts';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** formatRupees(123456) === '₹1,23,456'; missing amounts show '-'. */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return `₹${rupees.format(amount)}`;
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

const MONTHS = [
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
  return `${MONTHS[Number(m) - 1] ?? ''} ${d}, ${y}`;
}

/** Parses 'dd/mm/yyyy' to YYYY-MM-DD, or null. */
export function parseEventDate(text: string): IsoDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}
