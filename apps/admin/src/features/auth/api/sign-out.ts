import { useMutation } from '@tanstack/react-query';
import { staffApi } from '@/lib/api-client';
import { staffSession } from '@/lib/staff-session';

/** POST /api/staff/auth/logout, then the session is forgotten here even if the call failed. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => staffApi.post<void>('/api/staff/auth/logout'),
    onSettled: () => staffSession.clear(),
  });
}
