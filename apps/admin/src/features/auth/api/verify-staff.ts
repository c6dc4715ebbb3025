import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginResult } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { staffSession } from '@/lib/staff-session';
import { staffKeys } from './staff-keys';

/** POST /api/staff/auth/verify: a right code starts a staff session of one working day. */
export function useVerifyStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobile: string; otp: string }) =>
      staffApi.post<StaffLoginResult>('/api/staff/auth/verify', body),
    onSuccess: (result) => {
      client.setQueryData(staffKeys.me, result.staff);
      staffSession.setToken(result.token);
    },
  });
}
