import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@vastra/shared/schemas';
import { api } from './api-client';

/** The business rules the pages show and compute with (GET /api/settings/public). */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<Settings>('/api/settings/public', { signal }),
  staleTime: 10 * 60_000,
});

export const useSettings = () => useQuery(settingsQuery);
