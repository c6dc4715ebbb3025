import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentGateway } from '../../integrations/payment/index.ts';
import { commerceDeps } from '../../lib/route-common.ts';
import { requireUser } from '../../plugins/auth.ts';
import { startHoldReleaser } from '../booking/jobs.ts';
import { cartRoutes } from '../cart/routes.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { webhookRoutes } from '../payments/webhook-routes.ts';
import { wishlistRoutes } from '../wishlist/routes.ts';
import { orderRoutes } from './routes.ts';

/** Cart, wishlist, orders and payments. */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = commerceDeps(app, createPaymentGateway(app.deps.env));

  await app.register(async (customer) => {
    // Every call here is the customer's own, taken from the bearer token only.
    customer.addHook('onRequest', requireUser);
    await customer.register(cartRoutes);
    await customer.register(wishlistRoutes);
    await customer.register(orderRoutes, { deps });
    await customer.register(paymentRoutes, { deps });
  });
  await app.register(webhookRoutes, { deps });

  // Lapsed holds are released every minute by whichever processes run; tests call it directly.
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.env.NODE_ENV !== 'test') stop = startHoldReleaser(app.db, () => app.deps.now(), app.log);
  });
  app.addHook('onClose', async () => stop?.());
};
