import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogRoutes: FastifyPluginAsyncZod = async () => {};
