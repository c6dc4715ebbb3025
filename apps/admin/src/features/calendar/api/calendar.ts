import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Block, StaffCalendar } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

type Range = { branch: number; from: string; to: string; q?: string; cursor?: string };

/** GET /api/staff/calendar: a page of the branch's pieces with their bars for the days shown. */
export function useCalendar(range: Range | null) {
  return useQuery({
    queryKey: ['staff', 'calendar', range],
    queryFn: ({ signal }) =>
      staffApi.get<StaffCalendar>('/api/staff/calendar', { ...range, limit: 50 }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/staff/calendar/blocks: blocks a piece for cleaning or repair (409 when it meets a booking). */
export function useBlockPiece() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: number; from: string; to: string; note: string }) =>
      staffApi.post<Block>('/api/staff/calendar/blocks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'calendar'] }),
  });
}
