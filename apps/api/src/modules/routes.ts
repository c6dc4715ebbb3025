import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { pincodeRoutes } from './location/routes.ts';
import { commerceRoutes } from './orders/commerce-routes.ts';
import { systemRoutes } from './system/routes.ts';

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
