import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDocument } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/me/documents: the customer's ID documents, newest first. */
export const documentsQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'documents'],
  queryFn: ({ signal }) =>
    api.get<{ items: CustomerDocument[] }>('/api/me/documents', { signal }).then((data) => data.items),
});

export const useDocuments = () => useQuery(documentsQuery);
