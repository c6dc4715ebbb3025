import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, todayInIndia } from '@vastra/shared/rules';
import type { BookedDates } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** How far ahead the calendar looks for booked days. */
const BOOKING_HORIZON_DAYS = 365;

/** GET /api/products/{code}/booked-dates: days the piece cannot be delivered, worn or returned. */
const bookedDatesQuery = (code: string, from = todayInIndia(), to = addDays(from, BOOKING_HORIZON_DAYS)) =>
  queryOptions({
    queryKey: ['booked-dates', code, from, to],
    queryFn: ({ signal }) =>
      api.get<BookedDates>(`/api/products/${encodeURIComponent(code)}/booked-dates`, {
        params: { from, to },
        signal,
      }),
    staleTime: 30_000,
  });

export const useBookedDates = (code: string, enabled = true) =>
  useQuery({ ...bookedDatesQuery(code), enabled });
