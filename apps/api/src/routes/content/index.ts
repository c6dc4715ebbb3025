import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Blogs, contact, franchise applications, membership. */
export const contentRoutes: FastifyPluginAsyncZod = async () => {};
