import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentDeps } from './deps.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The gateway's webhook (the customer's verify and local page are the orders module's routes). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and signed by the gateway instead of the customer's token.
  await app.register(webhookRoutes, { deps: paymentDeps(app) });
};
