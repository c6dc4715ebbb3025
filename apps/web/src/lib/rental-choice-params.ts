import { isIsoDate } from '@vastra/shared/rules';

/** An event date (YYYY-MM-DD) and rental period (days) as the listing, product page and cart share them. */
export type RentalChoiceParams = { eventDate?: string | null; period?: number | null };

/**
 * The shopper's event date and period ride in the URL (?eventDate=2026-12-10&period=6), so a
 * product opened from a listing, a reload and the way back from the login page all keep them.
 */
export function readRentalChoice(params: URLSearchParams): { eventDate?: string; period?: number } {
  const eventDate = params.get('eventDate');
  const period = params.get('period');
  return {
    eventDate: eventDate && isIsoDate(eventDate) ? eventDate : undefined,
    period: period && /^\d{1,2}$/.test(period) ? Number(period) : undefined,
  };
}

/** '?eventDate=2026-12-10&period=6', or '' when there is nothing to carry. */
export function rentalChoiceSearch(choice: RentalChoiceParams | undefined): string {
  if (!choice?.eventDate) return '';
  const params = new URLSearchParams({ eventDate: choice.eventDate });
  if (choice.period) params.set('period', String(choice.period));
  return `?${params}`;
}
