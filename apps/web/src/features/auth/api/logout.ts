import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/** Marks the /login visit that follows a logout, so the page does not send the customer away. */
export type LoginPageState = { loggedOut?: boolean } | null;

/**
 * POST /api/auth/logout (revokes the token), then /login and a cleared session. The page changes
 * first: a private page that saw the session go would remember itself for the next login.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    // A failed call (offline, token already gone) still logs out on this device.
    onSettled: async () => {
      const state: LoginPageState = { loggedOut: true };
      await navigate(paths.login.getHref(), { replace: true, flushSync: true, state });
      session.clear();
    },
  });
}
