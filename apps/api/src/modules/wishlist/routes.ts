import {
  CartSchema,
  COMMERCE_MESSAGES,
  MoveToCartSchema,
  WishlistAddSchema,
  WishlistSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { getCart } from '../cart/index.ts';
import { addToWishlist, getWishlist, moveToCart, removeFromWishlist } from './wishlist.ts';

const tags = ['wishlist'];
const CodeParams = z.object({ code: z.string().max(40) });

/** The wishlist, kept on the server so it follows the customer across devices: a code at most once. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the customer's own, taken from the bearer token only.
  app.addHook('onRequest', requireUser);
  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'The wishlist, newest first',
        response: { 200: WishlistSchema, ...privateErrors },
      },
    },
    async (req) => getWishlist(app.db, currentUser(req).id),
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a piece: 201 when added, 200 with the same list when it was already there',
        body: WishlistAddSchema,
        response: { 200: WishlistSchema, 201: WishlistSchema, ...privateErrors },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const added = await addToWishlist(app.db, userId, req.body.code, app.deps.now());
      return reply.status(added ? 201 : 200).send(await getWishlist(app.db, userId));
    },
  );

  app.delete(
    '/wishlist/:code',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a piece (removing one that is not there is not an error)',
        params: CodeParams,
        response: { 200: WishlistSchema, ...privateErrors },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      await removeFromWishlist(app.db, userId, req.params.code);
      return getWishlist(app.db, userId);
    },
  );

  app.post(
    '/wishlist/:code/move-to-cart',
    {
      schema: {
        tags,
        security,
        summary: 'Moves a piece into the cart when it has room; missing sizes come from saved measurements',
        params: CodeParams,
        body: MoveToCartSchema,
        response: {
          200: z.object({ message: z.string(), cart: CartSchema, wishlist: WishlistSchema }),
          ...privateErrors,
          409: ErrorSchema,
        },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const now = app.deps.now();
      await moveToCart(app.db, userId, req.params.code, req.body, now);
      const [cart, wishlist] = await Promise.all([
        getCart(app.db, userId, 'home', now),
        getWishlist(app.db, userId),
      ]);
      return { message: COMMERCE_MESSAGES.addedToCart, cart, wishlist };
    },
  );
};
