import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/blogs/{seoUrl}: one post; its bodyHtml is sanitised by the server. 404 = no such post. */
export const blogQuery = (seoUrl: string) =>
  queryOptions({
    queryKey: ['blogs', 'post', seoUrl],
    queryFn: ({ signal }) => api.get<BlogPost>(`/api/blogs/${encodeURIComponent(seoUrl)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBlog = (seoUrl: string) => useQuery(blogQuery(seoUrl));
