import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/branches: every branch of the shop (code, name, city). */
export function useBranches() {
  return useQuery({
    queryKey: ['branches'],
    queryFn: ({ signal }) => staffApi.get<Branch[]>('/api/branches', undefined, signal),
    staleTime: 60 * 60_000,
  });
}
