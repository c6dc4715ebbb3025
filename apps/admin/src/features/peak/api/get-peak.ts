import { useQuery } from '@tanstack/react-query';
import type { StaffPeak } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

export type PeakFilter = {
  from: string;
  days: number;
  branch?: number | undefined;
  category?: string | undefined;
};

/** GET /api/staff/peak: demand per day, category and branch over the coming months. */
export function usePeak(filter: PeakFilter) {
  return useQuery({
    queryKey: ['staff', 'peak', filter],
    queryFn: ({ signal }) => staffApi.get<StaffPeak>('/api/staff/peak', filter, signal),
    staleTime: 60_000,
  });
}
