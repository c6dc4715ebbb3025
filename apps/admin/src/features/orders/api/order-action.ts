import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { orderKeys } from './order-keys';

type Action = { step: string; body?: unknown; form?: FormData };

/**
 * POST /api/staff/orders/{id}/{step}: a lifecycle step, a counter payment, a refund or a
 * cancellation. The answer is the order as it now stands; the lists are asked again.
 */
export function useOrderAction(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body, form }: Action) => {
      const path = `/api/staff/orders/${encodeURIComponent(orderId)}/${step}`;
      return form
        ? staffApi.form<StaffOrderDetail>(path, form)
        : staffApi.post<StaffOrderDetail>(path, body ?? {});
    },
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(orderId), order);
      void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['staff', 'today'] });
    },
  });
}
