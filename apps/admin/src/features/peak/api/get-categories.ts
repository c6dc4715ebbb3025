import { useQuery } from '@tanstack/react-query';
import type { Category } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/categories: the shop's categories (code and name) for the filters. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) =>
      (await staffApi.get<{ items: Category[] }>('/api/categories', undefined, signal)).items,
    staleTime: 60 * 60_000,
  });
}
