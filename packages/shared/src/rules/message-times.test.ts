import { describe, expect, it } from 'vitest';
import { atIndianHour, creditExpiryReminder, outsideQuietHours, rentalReminders } from './message-times.ts';

describe('when reminders go out', () => {
  it('keeps quiet from 21:00 to 09:00 in India', () => {
    // 20:59 IST = 15:29 UTC: still allowed.
    expect(outsideQuietHours(new Date('2026-12-01T15:29:00Z')).toISOString()).toBe(
      '2026-12-01T15:29:00.000Z',
    );
    // 21:00 IST: waits for 09:00 IST the next morning (03:30 UTC).
    expect(outsideQuietHours(new Date('2026-12-01T15:30:00Z')).toISOString()).toBe(
      '2026-12-02T03:30:00.000Z',
    );
    // 02:00 IST (20:30 UTC the day before): waits for 09:00 the same Indian morning.
    expect(outsideQuietHours(new Date('2026-12-01T20:30:00Z')).toISOString()).toBe(
      '2026-12-02T03:30:00.000Z',
    );
    // 09:00 IST sharp is allowed.
    expect(outsideQuietHours(new Date('2026-12-02T03:30:00Z')).toISOString()).toBe(
      '2026-12-02T03:30:00.000Z',
    );
  });

  it('schedules a rental over a month boundary on India dates, whatever zone the server runs in', () => {
    const steps = rentalReminders({ deliveryDate: '2027-03-01', returnDate: '2027-03-04' });
    expect(steps.map((s) => [s.step, s.at.toISOString()])).toEqual([
      ['before_delivery', '2027-02-27T04:30:00.000Z'],
      ['return_due', '2027-03-03T04:30:00.000Z'],
      ['overdue_1', '2027-03-05T04:30:00.000Z'],
      ['overdue_2', '2027-03-06T04:30:00.000Z'],
      ['overdue_3', '2027-03-07T04:30:00.000Z'],
    ]);
    // The same instants read in New York and Kolkata are the same moments.
    const inKolkata = steps[0]!.at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false });
    expect(inKolkata).toContain('27/2/2027');
    expect(inKolkata).toContain('10:00:00');
  });

  it('reminds of expiring credit 14 days ahead, across a year end', () => {
    expect(creditExpiryReminder('2027-01-10').toISOString()).toBe('2026-12-27T04:30:00.000Z');
    expect(atIndianHour('2027-01-01', 0).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });
});
