import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SizeOption } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

type SizesFor = { category?: string; group?: 'men' | 'women' };

/** GET /api/sizes?category=|group=: size options with labels (XS 34 … XXXL 46); none for accessories. */
const sizesQuery = ({ category, group }: SizesFor) =>
  queryOptions({
    queryKey: ['sizes', category ?? group ?? 'men'],
    queryFn: ({ signal }) =>
      api
        .get<SizeOption[] | { items: SizeOption[] }>('/api/sizes', {
          params: category ? { category } : { group },
          signal,
        })
        .then((data) => (Array.isArray(data) ? data : data.items)),
    staleTime: 30 * 60_000,
  });

export const useSizes = (of: SizesFor, enabled = true) => useQuery({ ...sizesQuery(of), enabled });
