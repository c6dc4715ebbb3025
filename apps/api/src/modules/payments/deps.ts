import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createPaymentGateway, type PaymentGateway } from '../../integrations/payment/index.ts';

/** What every money step needs: the database, the configured gateway and the app's clock. */
export type PaymentDeps = { db: Db; gateway: PaymentGateway; now: () => Date };

const gateways = new WeakMap<AppDeps, PaymentGateway>();

/**
 * The app's one payment gateway, built from the environment on first use (a bad gateway
 * configuration stops the server at boot, when the routes are registered).
 */
export function appGateway(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app.deps);
  if (!gateway) {
    gateway = createPaymentGateway(app.deps.env);
    gateways.set(app.deps, gateway);
  }
  return gateway;
}

/** The payment steps' dependencies, from the app. */
export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return { db: app.db, gateway: appGateway(app), now: () => app.deps.now() };
}
