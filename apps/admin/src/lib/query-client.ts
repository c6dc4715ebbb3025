import { QueryClient } from '@tanstack/react-query';
import { isStaffApiError } from './api-client';
import { staffSession } from './staff-session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      // A 4xx will not get better by asking again; a patchy network might.
      retry: (count, error) => count < 2 && !(isStaffApiError(error) && error.status < 500),
    },
  },
});

// Signing out (or a 401) drops everything cached for the member who was signed in.
let signedIn = staffSession.getToken() !== null;
staffSession.subscribe(() => {
  const now = staffSession.getToken() !== null;
  if (signedIn && !now) queryClient.clear();
  signedIn = now;
});
