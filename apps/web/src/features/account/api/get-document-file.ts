import { useQuery } from '@tanstack/react-query';
import type { CustomerDocument } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/**
 * GET /api/me/documents/{id}/file with the bearer token, while the viewer is open. Personal data:
 * dropped from memory as soon as nothing shows it (gcTime 0).
 */
export function useDocumentFile(doc: CustomerDocument | null) {
  return useQuery({
    queryKey: [PRIVATE_KEY, 'documents', doc?.id ?? '', 'file'],
    queryFn: ({ signal }) => api.file(doc?.url ?? '', signal),
    enabled: doc !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
