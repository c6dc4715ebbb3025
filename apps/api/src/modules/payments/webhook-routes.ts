import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/route-common.ts';
import type { PaymentDeps } from './deps.ts';
import { handleWebhook } from './webhook.ts';

const WebhookHeaders = z.looseObject({
  'x-razorpay-signature': z.string().max(200).optional(),
  'x-razorpay-event-id': z.string().max(200).optional(),
});

/**
 * POST /api/payments/webhook: public, signed by the gateway. The signature covers the exact
 * bytes sent, so this plugin keeps JSON bodies as the raw Buffer (its own scope only).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The gateway's server-to-server notice (payment.captured, order.paid, payment.failed); raw " +
          'JSON body signed in X-Razorpay-Signature; a replayed event id is ignored',
        headers: WebhookHeaders,
        response: {
          200: z.object({ status: z.enum(['processed', 'ignored']), outcome: z.string().optional() }),
          400: ErrorSchema,
        },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return handleWebhook(deps, raw, {
        signature: req.headers['x-razorpay-signature'],
        eventId: req.headers['x-razorpay-event-id'],
      });
    },
  );
};
