import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/branches: the showrooms a shopper can choose. */
export const branchesQuery = queryOptions({
  queryKey: ['branches'],
  queryFn: ({ signal }) => api.get<Branch[] | { items: Branch[] }>('/api/branches', { signal }).then(asList),
  staleTime: 30 * 60_000,
});

function asList(data: Branch[] | { items: Branch[] }): Branch[] {
  return Array.isArray(data) ? data : data.items;
}

export const useBranches = (enabled = true) => useQuery({ ...branchesQuery, enabled });
