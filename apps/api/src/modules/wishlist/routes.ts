import { CartSchema, MoveToCartSchema, WishlistAddSchema, WishlistSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
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
      const { added, wishlist } = await addToWishlist(
        app.db,
        currentUser(req).id,
        req.body.code,
        app.deps.now(),
      );
      return reply.status(added ? 201 : 200).send(wishlist);
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
    async (req) => removeFromWishlist(app.db, currentUser(req).id, req.params.code),
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
    async (req) => moveToCart(app.db, currentUser(req).id, req.params.code, req.body, app.deps.now()),
  );
};
