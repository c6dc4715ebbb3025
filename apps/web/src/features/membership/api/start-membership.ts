import { useMutation } from '@tanstack/react-query';
import type { MembershipStart, MembershipStartInput } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/membership: opens the plan's pending membership and its gateway order (login needed). */
export const useStartMembership = () =>
  useMutation({
    mutationFn: (input: MembershipStartInput) => api.post<MembershipStart>('/api/membership', input),
  });
