import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Cart, wishlist, orders and payments. */
export const commerceRoutes: FastifyPluginAsyncZod = async () => {};
