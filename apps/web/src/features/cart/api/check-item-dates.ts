import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@vastra/shared/schemas';
import { api, isApiError } from '@/lib/api-client';

/** Whether a rental in the bag can still be had for its dates: null = free, else the reason. */
export type DateCheck = { reason: string | null };

/**
 * Asks the piece's quote for the bag's event date and period (GET /api/products/{code}/quote): an
 * answer means free, a 409 or 400 carries the reason (booked meanwhile, too early now).
 */
export function useItemDateCheck(item: CartItem) {
  const { code } = item.product;
  const eventDate = item.eventDate;
  const period = item.period;
  return useQuery({
    queryKey: ['quote', code, eventDate, period, 'cart'],
    enabled: item.product.type === 'rent' && eventDate !== null && period !== null,
    staleTime: 30_000,
    retry: false,
    queryFn: async ({ signal }): Promise<DateCheck> => {
      try {
        await api.get(`/api/products/${encodeURIComponent(code)}/quote`, {
          params: { eventDate, period },
          signal,
        });
        return { reason: null };
      } catch (error) {
        if (isApiError(error, 409) || isApiError(error, 400)) return { reason: error.message };
        throw error;
      }
    },
  });
}
