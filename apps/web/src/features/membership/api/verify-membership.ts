import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Membership, MembershipVerify } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/**
 * POST /api/membership/verify: the gateway's signed result; the plan becomes active. The
 * customer's cached records (profile, cart totals) are refetched with the new discount.
 */
export function useVerifyMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MembershipVerify) =>
      api.post<{ membership: Membership }>('/api/membership/verify', input).then((r) => r.membership),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] }),
  });
}
