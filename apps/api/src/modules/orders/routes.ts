import {
  CancelResultSchema,
  OrderDetailSchema,
  OrderSummarySchema,
  PlaceOrderResultSchema,
  PlaceOrderSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, customerOf, requireUser } from '../../plugins/auth.ts';
import { paymentDeps } from '../payments/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { inspectionPhoto } from './order-history.ts';
import { listOrders, orderDetail, ownOrder } from './order-view.ts';
import { placeOrder } from './place-order.ts';

const tags = ['orders'];
const OrderParams = z.object({ id: z.string().max(100) });
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(/^[\x21-\x7e]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 visible characters'),
});

/** Placing, listing, showing and cancelling the customer's orders. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);
  app.post(
    '/orders',
    {
      // Checkout's first statement checks the bearer's session itself: one round trip less.
      config: { sessionInFirstRead: true },
      schema: {
        tags,
        security,
        summary:
          'Places the order from the cart: holds the pieces and opens the gateway order. The same ' +
          'Idempotency-Key answers the same order.',
        description:
          "With `useCredit` the customer's store credit pays first, oldest grant first, in the same " +
          "transaction: the booking advance, then the balance (written to the order's ledger as " +
          'paid from store credit). The gateway order is opened only for what is left of the ' +
          'advance; when credit covers the whole advance the order is confirmed at once and ' +
          '`payment` is null. Credit spent on an order that fails, lapses or is cancelled unpaid ' +
          'goes back with its own expiry.',
        headers: IdempotencyHeaders,
        body: PlaceOrderSchema,
        response: {
          201: PlaceOrderResultSchema,
          200: PlaceOrderResultSchema,
          ...privateErrors,
          409: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const { created, result } = await placeOrder(deps, customerOf(req), req.body, key);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: "The customer's orders, newest first",
        response: { 200: z.object({ items: z.array(OrderSummarySchema) }), ...privateErrors },
      },
    },
    async (req) => ({ items: await listOrders(app.db, currentUser(req).id) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order with its lines, amounts and showroom',
        params: OrderParams,
        response: { 200: OrderDetailSchema, ...privateErrors },
      },
    },
    async (req) => {
      const order = await ownOrder(app.db, currentUser(req).id, req.params.id);
      return orderDetail(app.db, order.id);
    },
  );

  app.get(
    '/orders/:id/inspection-photos/:inspectionId/:n',
    {
      schema: {
        tags,
        security,
        summary: "A photo staff took when the order's piece came back (the order's owner only)",
        params: OrderParams.extend({
          inspectionId: z.string().max(100),
          n: z.coerce.number().int().min(0).max(50),
        }),
        response: { 200: z.any().describe('the photo'), ...privateErrors },
      },
    },
    async (req, reply) => {
      const order = await ownOrder(app.db, currentUser(req).id, req.params.id);
      const deps = { db: app.db, storage: app.deps.storage };
      const photo = await inspectionPhoto(deps, order.id, req.params.inspectionId, req.params.n);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(photo.data);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels a paid or unpaid order under the cancellation policy and says what is refunded',
        params: OrderParams,
        response: { 200: CancelResultSchema, ...privateErrors, 409: ErrorSchema },
      },
    },
    async (req) => cancelOrder(app.db, currentUser(req).id, req.params.id, app.deps.now()),
  );
};
