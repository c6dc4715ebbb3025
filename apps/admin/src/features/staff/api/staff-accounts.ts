import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewStaffAccount, StaffAccount, StaffAccountPatch } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const accountKeys = { all: ['staff', 'accounts'] as const };

/** GET /api/staff/members (owners): every staff account, active or not. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => staffApi.get<{ items: StaffAccount[] }>('/api/staff/members', undefined, signal),
  });
}

/** POST /api/staff/members and PATCH /api/staff/members/{id}: add or change an account. */
export function useSaveStaffAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: NewStaffAccount | StaffAccountPatch }) =>
      input.id
        ? staffApi.patch<StaffAccount>(`/api/staff/members/${encodeURIComponent(input.id)}`, input.body)
        : staffApi.post<StaffAccount>('/api/staff/members', input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
