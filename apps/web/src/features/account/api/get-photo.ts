import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/me/photo?v=…: the private photo as a Blob (the URL changes with every new photo). */
const photoQuery = (photoUrl: string) =>
  queryOptions({
    queryKey: [PRIVATE_KEY, 'photo', photoUrl],
    queryFn: ({ signal }) => api.file(photoUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The profile photo's bytes; nothing is fetched when there is no photo. */
export function useProfilePhoto(photoUrl: string | null | undefined) {
  return useQuery({ ...photoQuery(photoUrl ?? ''), enabled: Boolean(photoUrl) });
}
