import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@vastra/shared/schemas';
import type { Group } from '@/config/paths';
import { api } from '@/lib/api-client';

/** GET /api/categories?group=men|women: the collections of one group. */
export const categoriesQuery = (group: Group) =>
  queryOptions({
    queryKey: ['categories', group],
    queryFn: ({ signal }) =>
      api
        .get<Category[] | { items: Category[] }>('/api/categories', { params: { group }, signal })
        .then((data) => (Array.isArray(data) ? data : data.items)),
    staleTime: 30 * 60_000,
  });

export const useCategories = (group: Group) => useQuery(categoriesQuery(group));
