import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffKit, StaffKitForm } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const KEY = ['staff', 'kits'];

/** GET /api/staff/kits: the kits of the member's branches. */
export function useStaffKits() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => staffApi.get<{ items: StaffKit[] }>('/api/staff/kits', undefined, signal),
  });
}

/** POST /api/staff/kits (new) or PUT /api/staff/kits/{id} (edit). */
export function useSaveKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: StaffKitForm }) =>
      id === null
        ? staffApi.post<StaffKit>('/api/staff/kits', form)
        : staffApi.put<StaffKit>(`/api/staff/kits/${id}`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
