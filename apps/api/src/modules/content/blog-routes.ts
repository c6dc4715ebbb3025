import { BlogListQuerySchema, BlogPostSchema, BlogSummarySchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { getBlog, listBlogs } from './blogs.ts';

const tags = ['content'];
/** Posts change rarely; a short shared cache spares the database on busy days. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** GET /api/blogs and GET /api/blogs/{seoUrl}. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first, optionally of one category',
        querystring: BlogListQuerySchema,
        response: { 200: z.object({ items: z.array(BlogSummarySchema) }), 400: ErrorSchema },
      },
    },
    async (req, reply) => {
      const items = await listBlogs(app.db, app.deps.now(), req.query.category);
      reply.header('cache-control', PUBLIC_CACHE);
      return { items };
    },
  );

  app.get(
    '/blogs/:seoUrl',
    {
      schema: {
        tags,
        summary: 'One blog post with its body (HTML already sanitised)',
        // Loose on purpose: any unknown address answers 404 'Blog not found', not 400.
        params: z.object({ seoUrl: z.string().trim().min(1).max(200) }),
        response: { 200: BlogPostSchema, 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const post = await getBlog(app.db, app.deps.now(), req.params.seoUrl);
      reply.header('cache-control', PUBLIC_CACHE);
      return post;
    },
  );
};
