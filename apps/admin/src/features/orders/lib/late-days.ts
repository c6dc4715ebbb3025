import { daysBetween } from '@vastra/shared/rules';

/** Days after the return date the piece came back: lateDays('2026-05-10', '2026-05-12') → 2. */
export const lateDays = (returnDate: string, returnedOn: string) =>
  Math.max(0, daysBetween(returnDate.slice(0, 10), returnedOn));
