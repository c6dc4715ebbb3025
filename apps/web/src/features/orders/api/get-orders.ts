import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/orders: every order of the customer, newest first, whatever its status. */
export const ordersQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'orders'],
  queryFn: ({ signal }) => api.get<{ items: OrderSummary[] }>('/api/orders', { signal }).then((r) => r.items),
});

/** 'My orders' lists paid orders only. */
const paidOnly = (orders: OrderSummary[]) => orders.filter((order) => order.status === 'paid');

export const usePaidOrders = () => useQuery({ ...ordersQuery, select: paidOnly });
