import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useStaffToken } from '@/lib/staff-session';

/** Screens behind sign-in: without a staff token (or after a 401) the member goes to sign in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const token = useStaffToken();
  const location = useLocation();
  if (!token)
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
