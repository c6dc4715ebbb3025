import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; a patchy network might.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});

/** Private data (wishlist, cart, profile) is keyed under ['me', …]; a logout drops it. */
export const PRIVATE_KEY = 'me';

session.onClear(() => {
  queryClient.removeQueries({ queryKey: [PRIVATE_KEY] });
});
