import { useQuery } from '@tanstack/react-query';
import type { StaffLabels } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

export type LabelFilter = {
  branch: number;
  category?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
};

/** GET /api/staff/labels: one sheet of QR tags for the branch (a full A4 page is 24). */
export function useLabels(filter: LabelFilter | null, limit = 48) {
  return useQuery({
    queryKey: ['staff', 'labels', filter, limit],
    queryFn: ({ signal }) => staffApi.get<StaffLabels>('/api/staff/labels', { ...filter, limit }, signal),
    enabled: filter !== null,
  });
}
