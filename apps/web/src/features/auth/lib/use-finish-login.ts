import { useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@vastra/shared/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { meQuery } from '@/features/account';
import { session, takeRememberedPage } from '@/lib/session';
import { forgetPendingLogin } from './pending-login';

/** Starts the session from a verified code: token stored, profile cached (no second request). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: LoginResult) => {
      forgetPendingLogin();
      queryClient.setQueryData(meQuery.queryKey, result.user);
      session.setToken(result.token);
    },
    [queryClient],
  );
}

/** After login, back to the remembered page (then forgotten), else the dashboard. */
export function useGoAfterLogin() {
  const navigate = useNavigate();
  return useCallback(() => {
    navigate(takeRememberedPage() ?? paths.userDashboard.getHref(), { replace: true });
  }, [navigate]);
}
