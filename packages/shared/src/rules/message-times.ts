import { addDays, IST_OFFSET_MS, type IsoDate, todayInIndia } from './dates.ts';

/** Reminders are not sent between 21:00 and 09:00 in India; login codes and receipts are. */
export const QUIET_HOURS = { fromHour: 21, untilHour: 9 } as const;

/** The hour of the day in India at which scheduled reminders go out. */
export const REMINDER_HOUR = 10;

/** The instant of hh:00 in India on a calendar date: atIndianHour('2026-12-01', 9) → 03:30 UTC. */
export function atIndianHour(date: IsoDate, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hour * 3600_000 - IST_OFFSET_MS);
}

/**
 * When a reminder may go out: `at` itself outside quiet hours, else 09:00 in India that morning
 * (or the next morning, after 21:00).
 */
export function outsideQuietHours(at: Date): Date {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  if (hour >= QUIET_HOURS.untilHour && hour < QUIET_HOURS.fromHour) return at;
  const today = todayInIndia(at);
  return atIndianHour(hour < QUIET_HOURS.untilHour ? today : addDays(today, 1), QUIET_HOURS.untilHour);
}

export type ReminderStep = 'before_delivery' | 'return_due' | 'overdue_1' | 'overdue_2' | 'overdue_3';

/**
 * The reminders a rental gets, each at 10:00 in India: two days before delivery (balance,
 * event and a measurement check), the day before the return, and the three days after a missed
 * return. Example: delivery 2026-12-01 → before_delivery at 2026-11-29 10:00 IST.
 */
export function rentalReminders(dates: {
  deliveryDate: IsoDate;
  returnDate: IsoDate;
}): { step: ReminderStep; at: Date }[] {
  return [
    { step: 'before_delivery', at: atIndianHour(addDays(dates.deliveryDate, -2), REMINDER_HOUR) },
    { step: 'return_due', at: atIndianHour(addDays(dates.returnDate, -1), REMINDER_HOUR) },
    { step: 'overdue_1', at: atIndianHour(addDays(dates.returnDate, 1), REMINDER_HOUR) },
    { step: 'overdue_2', at: atIndianHour(addDays(dates.returnDate, 2), REMINDER_HOUR) },
    { step: 'overdue_3', at: atIndianHour(addDays(dates.returnDate, 3), REMINDER_HOUR) },
  ];
}

/** Store credit is reminded of 14 days before it expires, at 10:00 in India. */
export function creditExpiryReminder(expiresOn: IsoDate): Date {
  return atIndianHour(addDays(expiresOn, -14), REMINDER_HOUR);
}
