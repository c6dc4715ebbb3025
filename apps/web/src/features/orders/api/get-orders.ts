import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/orders: every order of the customer, newest first, whatever its status. */
export const ordersQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'orders'],
  queryFn: ({ signal }) => api.get<{ items: OrderSummary[] }>('/api/orders', { signal }).then((r) => r.items),
});

/**
 * 'My orders' lists the orders whose advance was paid, and keeps them after a cancellation or a
 * refund, with their status; an order never paid (failed, expired) is not listed.
 */
const paidOnly = (orders: OrderSummary[]) =>
  orders.filter((order) => order.status === 'paid' || order.paymentStatus === 'Paid');

export const usePaidOrders = () => useQuery({ ...ordersQuery, select: paidOnly });
