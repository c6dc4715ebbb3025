import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { useStaffToken } from '@/lib/staff-session';
import { staffKeys } from './staff-keys';

/** GET /api/staff/me: who is signed in, their role and branches. */
export function useStaffMe() {
  const token = useStaffToken();
  return useQuery({
    queryKey: staffKeys.me,
    queryFn: ({ signal }) => staffApi.get<StaffMember>('/api/staff/me', undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
