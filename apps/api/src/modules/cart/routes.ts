import {
  CartAddSchema,
  CartKitAddSchema,
  CartKitSwapSchema,
  CartPatchSchema,
  CartSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { addToCart, getCart } from './cart.ts';
import { patchCartItem, removeCartItem } from './edit-cart.ts';
import { addKitToCart, swapKitPart } from './kit-items.ts';

const tags = ['cart'];
const CartQuery = z.object({ deliveryType: z.enum(['home', 'pickup']).default('home') });
const ItemParams = z.object({ id: z.string().max(100) });
const errors = { ...privateErrors, 409: ErrorSchema };

/** The cart, kept on the server; every amount is computed here from the products table. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);

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
    async (req) => getCart(app.db, currentUser(req).id, req.query.deliveryType, app.deps.now()),
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
      const result = await addToCart(app.db, currentUser(req).id, req.body, app.deps.now());
      return reply.status(result.addedTo === 'cart' ? 201 : 200).send(result);
    },
  );

  app.post(
    '/cart/kits',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a kit as one item: one piece (by size) for every part, one event date and period; a taken ' +
          'part is 409 naming it and offering a free piece of the same kind and size',
        body: CartKitAddSchema,
        response: { 201: CartSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addKitToCart(app.db, currentUser(req).id, req.body, app.deps.now())),
  );

  app.post(
    '/cart/kits/swap',
    {
      schema: {
        tags,
        security,
        summary:
          "Puts the free piece a 409 offered in the place of a kit's taken part (same kind, the kit's " +
          'branch, free on its dates); the rest of the kit is unchanged',
        body: CartKitSwapSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (req) => swapKitPart(app.db, currentUser(req).id, req.body, app.deps.now()),
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
    async (req) => patchCartItem(app.db, currentUser(req).id, req.params.id, req.body, app.deps.now()),
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
    async (req) => removeCartItem(app.db, currentUser(req).id, req.params.id, app.deps.now()),
  );
};
