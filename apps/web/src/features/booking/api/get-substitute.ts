import { useQuery } from '@tanstack/react-query';
import type { Substitute } from '@vastra/shared/schemas';
import { api, isApiError } from '@/lib/api-client';
import { substituteOf } from '../lib/substitute';

/**
 * The piece offered instead of this one on a date it is taken: the quote's 409 names a free piece
 * of the same kind and size from the same branch. Null when none is free (or the piece is free).
 */
export function useSubstituteOffer(code: string, eventDate: string | null, period: number, enabled: boolean) {
  return useQuery({
    queryKey: ['substitute', code, eventDate, period],
    enabled: enabled && eventDate !== null,
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<Substitute | null> => {
      try {
        await api.get(`/api/products/${encodeURIComponent(code)}/quote`, {
          params: { eventDate, period },
          signal,
        });
        return null;
      } catch (error) {
        if (isApiError(error, 409)) return substituteOf(error.details);
        throw error;
      }
    },
  });
}
