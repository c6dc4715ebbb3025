import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog/index.ts';
import { systemRoutes } from './system/index.ts';

/** Every API route, one plugin per domain, under /api. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
  await app.register(catalogRoutes);
};
