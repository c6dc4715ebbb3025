import { formatOrderDate, formatRupees } from '@vastra/shared/rules';

export { formatRupees };

/** '2026-12-09' → '09/12/2026'; a missing date shows '-'. */
export const formatDay = (date: string | null | undefined) =>
  date ? formatOrderDate(date.slice(0, 10)) : '-';

const stamp = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment in India's time: '23 Nov, 02:30 pm'. */
export const formatMoment = (iso: string) => stamp.format(new Date(iso));

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment's time of day in India, on a 24-hour clock: '14:05'. */
export const formatClock = (iso: string) => clock.format(new Date(iso));
