import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@vastra/shared/schemas';
import { api } from './api-client';

/** The public rules, and whether this server only simulates payments (the demo's local gateway). */
export type PublicSettings = Settings & { paymentsSimulated?: boolean };

/** The business rules the pages show and compute with (GET /api/settings/public). */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<PublicSettings>('/api/settings/public', { signal }),
  staleTime: 10 * 60_000,
});

export const useSettings = () => useQuery(settingsQuery);
