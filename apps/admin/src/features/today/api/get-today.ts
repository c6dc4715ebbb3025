import { useQuery } from '@tanstack/react-query';
import type { StaffToday } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/staff/today?branch=: the branch's day, asked again every few minutes. */
export function useToday(branchId: number | null) {
  return useQuery({
    queryKey: ['staff', 'today', branchId],
    queryFn: ({ signal }) => staffApi.get<StaffToday>('/api/staff/today', { branch: branchId }, signal),
    enabled: branchId !== null,
    refetchInterval: 5 * 60_000,
  });
}
