import { OrderDetailSchema, VerifyPaymentSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  hasLocalPaymentPage,
  LocalPageAnswerSchema,
  type PaymentDeps,
  paymentDeps,
} from '../payments/index.ts';
import { completeLocalOrderPayment, verifyPayment } from './order-payment.ts';

const tags = ['payments'];

const LocalCompleteSchema = z.object({
  gatewayOrderId: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'fail']),
});

/** Paying for an order: verifying the widget's result, and the local gateway's own payment page. */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerPaymentRoutes, { deps: paymentDeps(app) });
};

const customerPaymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);
  app.post(
    '/payments/verify',
    {
      schema: {
        tags,
        security,
        summary: "Checks the widget's signature; the order is paid and its pieces confirmed, once",
        body: VerifyPaymentSchema,
        response: {
          200: z.object({ order: OrderDetailSchema }),
          ...privateErrors,
          402: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (req) => ({ order: await verifyPayment(deps, currentUser(req).id, req.body) }),
  );

  if (!hasLocalPaymentPage(deps)) return;

  app.post(
    '/payments/local/complete',
    {
      schema: {
        tags,
        security,
        summary:
          "Local gateway only: the app's payment page pays (answers what the real widget's handler " +
          'gets) or fails the payment (released holds)',
        body: LocalCompleteSchema,
        response: {
          200: LocalPageAnswerSchema,
          ...privateErrors,
        },
      },
    },
    async (req) => completeLocalOrderPayment(deps, currentUser(req).id, req.body),
  );
};
