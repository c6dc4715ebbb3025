import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffOrderList, StaffOrderQuery } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/staff/orders: one page of orders, searched, filtered and sorted by the server. */
export function useStaffOrders(query: Partial<StaffOrderQuery>) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => staffApi.get<StaffOrderList>('/api/staff/orders', query, signal),
    placeholderData: keepPreviousData,
  });
}
