import { CartAddSchema, CartPatchSchema, CartSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { addToCart, getCart } from './cart.ts';
import { patchCartItem, removeCartItem } from './edit-cart.ts';

const tags = ['cart'];
const CartQuery = z.object({ deliveryType: z.enum(['home', 'pickup']).default('home') });
const ItemParams = z.object({ id: z.string().max(100) });
const errors = { ...privateErrors, 409: ErrorSchema };

/** The cart, kept on the server; every amount is computed here from the products table. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);
  const cartOf = (userId: string, deliveryType: 'home' | 'pickup' = 'home') =>
    getCart(app.db, userId, deliveryType, app.deps.now());

  app.get(
    '/cart',
    {
      schema: {
        tags,
        security,
        summary: 'The cart with totals for home delivery or store pickup',
        querystring: CartQuery,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (req) => cartOf(currentUser(req).id, req.query.deliveryType),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a rental (eventDate, period, measurements) or a purchase; a full cart is 409, or with ' +
          'fallbackToWishlist the piece goes to the wishlist (200)',
        body: CartAddSchema,
        response: {
          201: z.object({ addedTo: z.literal('cart'), message: z.string(), cart: CartSchema }),
          200: z.object({ addedTo: z.literal('wishlist'), message: z.string() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const result = await addToCart(app.db, userId, req.body, app.deps.now());
      if (result.addedTo === 'wishlist') return reply.status(200).send(result);
      return reply.status(201).send({ ...result, cart: await cartOf(userId) });
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits an item: delivery or event date, period, measurements, remark (dates re-checked)',
        params: ItemParams,
        body: CartPatchSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      await patchCartItem(app.db, userId, req.params.id, req.body, app.deps.now());
      return cartOf(userId);
    },
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an item',
        params: ItemParams,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      await removeCartItem(app.db, userId, req.params.id);
      return cartOf(userId);
    },
  );
};
