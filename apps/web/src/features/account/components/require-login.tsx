import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { rememberPage, session, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/*
 * The page the session ended on by itself (a 401 anywhere, often the header's own calls before
 * this page has even loaded). A deliberate logout leaves the private page first, so it is never
 * taken for an ended session. Loaded with the router, before any call can fail.
 */
let endedOn: string | null = null;
session.onClear(() => {
  endedOn = window.location.pathname;
});

/**
 * The account pages' guard: a visitor goes to /login, and the page is remembered so that the
 * login comes back to it. It follows the session too: when a 401 ends it, the customer is sent
 * to log in again from here, and told why.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isLoggedIn) return;
    rememberPage(here);
    if (endedOn === location.pathname) {
      endedOn = null;
      toast(SESSION_ENDED, { id: 'session-ended' });
    }
  }, [isLoggedIn, here, location.pathname]);

  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return children;
}
