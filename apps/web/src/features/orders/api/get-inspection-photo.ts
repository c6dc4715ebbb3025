import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/orders/{id}/inspection-photos/…: a photo behind a deduction, fetched with the token. */
const inspectionPhotoQuery = (url: string) =>
  queryOptions({
    queryKey: [PRIVATE_KEY, 'inspection-photo', url],
    queryFn: ({ signal }) => api.file(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInspectionPhoto = (url: string) => useQuery(inspectionPhotoQuery(url));
