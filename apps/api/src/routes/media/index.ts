import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Product, category and page pictures as responsive WebP (GET /media/...). */
export const mediaRoutes: FastifyPluginAsyncZod = async () => {};
