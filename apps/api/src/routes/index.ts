import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/index.ts';
import { authRoutes } from './auth/index.ts';
import { catalogRoutes } from './catalog/index.ts';
import { commerceRoutes } from './commerce/index.ts';
import { contentRoutes } from './content/index.ts';
import { pincodeRoutes } from './pincodes/index.ts';
import { systemRoutes } from './system/index.ts';

/** Every API route, one plugin per domain, under /api. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
  await app.register(catalogRoutes);
  await app.register(pincodeRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(commerceRoutes);
  await app.register(contentRoutes);
};
