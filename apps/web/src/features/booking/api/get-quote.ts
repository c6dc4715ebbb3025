import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/products/{code}/quote: the server's dates and prices; 409 when booked, 400 too early. */
const quoteQuery = (code: string, eventDate: string, period: number) =>
  queryOptions({
    queryKey: ['quote', code, eventDate, period],
    queryFn: ({ signal }) =>
      api.get<Quote>(`/api/products/${encodeURIComponent(code)}/quote`, {
        params: { eventDate, period },
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });

export const useQuote = (code: string, eventDate: string | null, period: number) =>
  useQuery({ ...quoteQuery(code, eventDate ?? '', period), enabled: eventDate !== null });
