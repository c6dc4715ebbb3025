import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/me/credit: the store credit balance, each grant with its expiry, and the history. */
const creditQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'credit'],
  queryFn: ({ signal }) => api.get<StoreCredit>('/api/me/credit', { signal }),
});

export const useCredit = () => useQuery(creditQuery);
