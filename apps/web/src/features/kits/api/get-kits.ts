import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KitDetail, KitSummary } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/kits: the whole outfits customers can rent. */
export const useKits = () =>
  useQuery({
    queryKey: ['kits'],
    queryFn: ({ signal }) => api.get<{ items: KitSummary[] }>('/api/kits', { signal }),
  });

/** GET /api/kits/{slug}: the kit's parts and sizes; with an event date, which pieces are free. */
const kitQuery = (slug: string, eventDate: string, period: number) =>
  queryOptions({
    queryKey: ['kit', slug, eventDate, period],
    queryFn: ({ signal }) =>
      api.get<KitDetail>(`/api/kits/${encodeURIComponent(slug)}`, {
        signal,
        params: { eventDate: eventDate || undefined, period },
      }),
    placeholderData: keepPreviousData,
  });

export const useKit = (slug: string, eventDate: string, period: number) =>
  useQuery(kitQuery(slug, eventDate, period));
