import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/orders/{id}: one order with its lines, amounts and showroom; 404 for another's. */
const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [PRIVATE_KEY, 'orders', id],
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  });

export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
