import { ExtensionPlacedSchema, ExtensionQuoteSchema, PlaceExtensionSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { paymentDeps } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { extensionChoices } from './extendable.ts';
import { ownOrderRow, placeExtension } from './place-extension.ts';

const tags = ['orders'];
const OrderParams = z.object({ id: z.string().max(100) });

/** A customer keeps a rented piece 2, 4 or 6 days longer, paid online. */
export const extensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);

  app.get(
    '/orders/:id/extensions',
    {
      schema: {
        tags,
        security,
        summary:
          "The order's rentals that may be kept longer, with the price and availability of 2, 4 and 6 more days",
        params: OrderParams,
        response: { 200: ExtensionQuoteSchema, ...privateErrors },
      },
    },
    async (req) => {
      const order = await ownOrderRow(app.db, currentUser(req).id, req.params.id);
      return extensionChoices(app.db, order.id, await getSettings(app.db), app.deps.now());
    },
  );

  app.post(
    '/orders/:id/extensions',
    {
      schema: {
        tags,
        security,
        summary: 'Holds the extra days of a rental and opens the payment for them',
        description:
          "The piece's booking reaches the new return date at once, so nobody else can take those " +
          'days; when another booking follows too closely the answer is 409 and nothing changes. ' +
          'Paid through POST /api/payments/verify (as the advance), the return date moves; unpaid ' +
          'within the hold time, or failed, the days are given back.',
        params: OrderParams,
        body: PlaceExtensionSchema,
        response: { 201: ExtensionPlacedSchema, ...privateErrors, 409: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (req, reply) => {
      const placed = await placeExtension(deps, currentUser(req).id, req.params.id, req.body);
      return reply.status(201).send(placed);
    },
  );
};
