import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelResult } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { ordersQuery } from './get-orders';

/** POST /api/orders/{id}/cancel: cancels under the policy and says what is refunded and how. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<CancelResult>(`/api/orders/${encodeURIComponent(id)}/cancel`),
    onSuccess: (result) => {
      queryClient.setQueryData([...ordersQuery.queryKey, result.order.id], result.order);
      // A cancellation may have given store credit.
      void queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'credit'] });
      return queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey, exact: true });
    },
  });
}
