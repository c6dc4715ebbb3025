import { useQuery } from '@tanstack/react-query';
import type { Category } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/categories: the shop's categories (code and name) for the filters. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => staffApi.get<Category[]>('/api/categories', undefined, signal),
    staleTime: 60 * 60_000,
  });
}
