import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** GET /api/me: the customer's profile, address, branch, relationship manager and membership. */
export const meQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'profile'],
  queryFn: ({ signal }) => api.get<Profile>('/api/me', { signal }),
  staleTime: 5 * 60_000,
});

/** The profile when logged in; nothing is asked for a visitor. */
export function useMe() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...meQuery, enabled: isLoggedIn });
}
