import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { meQuery } from './get-me';

/** PUT /api/me/photo (multipart 'photo': JPG, GIF or PNG, at most 800 KB) → the new photo URL. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.append('photo', file);
      return api.sendForm<{ photoUrl: string }>('PUT', '/api/me/photo', form);
    },
    onSuccess: ({ photoUrl }) =>
      queryClient.setQueryData(meQuery.queryKey, (me: Profile | undefined) =>
        me ? { ...me, photoUrl } : me,
      ),
  });
}
