import { useQuery } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/staff/orders/{id}: customer, lines, documents, ledger, timeline and inspections. */
export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      staffApi.get<StaffOrderDetail>(`/api/staff/orders/${encodeURIComponent(id)}`, undefined, signal),
  });
}
