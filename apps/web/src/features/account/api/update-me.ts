import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { meQuery } from './get-me';

/** PUT /api/me: saves the fields given (Account Details, signup's name/email/city) → the profile. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api.put<Profile>('/api/me', changes),
    onSuccess: (profile) => queryClient.setQueryData(meQuery.queryKey, profile),
  });
}
