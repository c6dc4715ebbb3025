import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { meQuery } from './get-me';

/** DELETE /api/me/photo: 'Reset', back to no photo. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/me/photo'),
    onSuccess: () =>
      queryClient.setQueryData(meQuery.queryKey, (me: Profile | undefined) =>
        me ? { ...me, photoUrl: null } : me,
      ),
  });
}
