import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogSummary } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/blogs?category=: posts newest first; no category = ALL. */
export const blogsQuery = (category: BlogCategory | null) =>
  queryOptions({
    queryKey: ['blogs', category ?? 'ALL'],
    queryFn: ({ signal }) =>
      api
        .get<{ items: BlogSummary[] }>('/api/blogs', { params: { category }, signal })
        .then((data) => data.items),
    staleTime: 5 * 60_000,
  });

export const useBlogs = (category: BlogCategory | null) => useQuery(blogsQuery(category));
