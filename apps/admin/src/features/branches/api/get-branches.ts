import { useQuery } from '@tanstack/react-query';
import type { StaffBranch } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { useBranchCode } from '@/lib/staff-session';

/** GET /api/staff/branches: the branches the signed-in member works at (an owner: all). */
export function useStaffBranches() {
  return useQuery({
    queryKey: ['staff', 'branches'],
    queryFn: ({ signal }) => staffApi.get<StaffBranch[]>('/api/staff/branches', undefined, signal),
    staleTime: 60 * 60_000,
  });
}

/**
 * The branch picked in the header, or null for every branch of the member (lists only). Screens
 * of one branch (Today, the calendar) take `oneBranch`: the picked one, else the first.
 */
export function useCurrentBranch() {
  const branches = useStaffBranches();
  const code = useBranchCode();
  const list = branches.data ?? [];
  const picked = list.find((branch) => branch.code === code) ?? null;
  return { branches: list, isLoading: branches.isLoading, picked, oneBranch: picked ?? list[0] ?? null };
}
