import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureAt, WEBP_TYPE } from './media.ts';

/** A rendered file never changes under its URL (a new upload gets a new key): cache for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/**
 * Product, category and page pictures as responsive WebP (GET /media/{key}/{variant}-{width}.webp).
 * Files are rendered on first request and kept in storage (media.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A picture variant as WebP, e.g. /media/p/DST1001/1/card-330.webp',
        params: z.object({ '*': z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const { db, deps } = app;
      const data = await pictureAt(
        { db, storage: deps.storage, pictures: deps.pictures },
        request.params['*'],
      );
      return reply.header('content-type', WEBP_TYPE).header('cache-control', CACHE).send(data);
    },
  );
};
