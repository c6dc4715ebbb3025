import { OrderDetailSchema, VerifyPaymentSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { type PaymentDeps, paymentDeps } from './deps.ts';
import { answerLocalPage, hasLocalPaymentPage, LocalPageAnswerSchema } from './local-page.ts';
import { ownPayment, verifyPayment } from './verify-payment.ts';
import { webhookRoutes } from './webhook-routes.ts';

const tags = ['payments'];

const LocalCompleteSchema = z.object({
  gatewayOrderId: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'fail']),
});

/** Verifying the widget's result, and the local gateway's own payment page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  await app.register(customerPaymentRoutes, { deps });
  // Public and signed by the gateway instead of the customer's token.
  await app.register(webhookRoutes, { deps });
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
    async (req) => {
      const payment = await ownPayment(deps, currentUser(req).id, req.body.gatewayOrderId);
      return answerLocalPage(deps, payment, req.body.outcome);
    },
  );
};
