import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's own records: /api/me, photo, measurements, documents. */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
