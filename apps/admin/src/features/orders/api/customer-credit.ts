import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreCredit } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const creditKey = (customerId: string) => ['staff', 'credit', customerId] as const;
const creditPath = (customerId: string) => `/api/staff/customers/${encodeURIComponent(customerId)}/credit`;

/** GET /api/staff/customers/{id}/credit: the customer's store credit and its expiry. */
export function useCustomerCredit(customerId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: creditKey(customerId),
    queryFn: ({ signal }) => staffApi.get<StoreCredit>(creditPath(customerId), undefined, signal),
  });
}

/** POST /api/staff/customers/{id}/credit (owners, managers): adds or takes back credit with a reason. */
export function useAdjustCredit(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      staffApi.post<StoreCredit>(creditPath(customerId), body),
    onSuccess: (credit) => client.setQueryData(creditKey(customerId), credit),
  });
}
