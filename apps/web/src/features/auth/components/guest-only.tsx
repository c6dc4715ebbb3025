import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { LoginPageState } from '../api/logout';

/**
 * Login and signup are for visitors: a logged-in customer arriving here goes to the dashboard
 * Decided on arrival only, so that logging in on the page moves on by its own rules.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const state = useLocation().state as LoginPageState;
  const [sendAway] = useState(isLoggedIn && state?.loggedOut !== true);
  if (sendAway) return <Navigate to={paths.userDashboard.getHref()} replace />;
  return children;
}
