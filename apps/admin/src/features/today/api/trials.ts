import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTrial, StaffTrialList, TrialOutcome } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const KEY = ['staff', 'trials'] as const;

/** GET /api/staff/trials?branch=: the branch's fit-check trials today, by time. */
export function useTrialsToday(branchId: number) {
  return useQuery({
    queryKey: [...KEY, branchId],
    queryFn: ({ signal }) => staffApi.get<StaffTrialList>('/api/staff/trials', { branch: branchId }, signal),
    refetchInterval: 5 * 60_000,
  });
}

/** POST /api/staff/trials/:id/outcome: attended, or no-show (the slot is freed). */
export function useMarkTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string } & TrialOutcome) =>
      staffApi.post<StaffTrial>(`/api/staff/trials/${encodeURIComponent(id)}/outcome`, { outcome }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
