import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/staff/audit (owners): every staff write, filtered by member, order and dates. */
export function useAudit(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: ({ signal }) => staffApi.get<AuditPage>('/api/staff/audit', query, signal),
    placeholderData: keepPreviousData,
  });
}
