import {
  BookedDatesSchema,
  BranchSchema,
  CategorySchema,
  INT4_MAX,
  IsoDateString,
  ListingQuerySchema,
  ListingResultSchema,
  ProductDetailSchema,
  QuoteSchema,
  SizeOptionSchema,
} from '@vastra/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { MicroCache } from '../../lib/micro-cache.ts';
import { listBranches, listCategories, productListing } from './browse.ts';
import { listingText } from './listing.ts';
import { listingIndex } from './listing-index.ts';
import { bookedDates, productDetail, quote } from './product.ts';
import { sizeChart } from './sizes.ts';

const CodeParams = z.object({ code: z.string().max(60) });
const tags = ['catalogue'];
/** Catalogue answers may be cached briefly by the browser and any CDN. */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';

/**
 * Sends JSON that is already text (from the micro-cache). Fastify sends a string as it is, so the
 * response schema documents the answer without serialising it twice.
 */
function sendJsonText(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new MicroCache();
  const ttlMs = app.deps.env.CATALOG_CACHE_SECONDS * 1000;
  /** JSON text an answer wrote itself, from the micro-cache when it is on (a string is sent as it is). */
  const cachedText = (key: string, ttl: number, produceText: () => Promise<string>) =>
    ttl > 0 ? cache.getText(key, ttl, produceText) : produceText();
  /** The same for an answer given as a value. */
  const cached = (key: string, ttl: number, produce: () => Promise<unknown>) =>
    cachedText(key, ttl, () => produce().then((value) => JSON.stringify(value)));
  /** How far behind the bookings an event-date listing may be (record 33); with the cache off, not at all. */
  const listingLagMs = Math.min(ttlMs, 500);
  listingIndex(app.db).warn = (err, message) => app.log.warn({ err }, message);

  app.get(
    '/branches',
    { schema: { tags, summary: 'Branches', response: { 200: z.object({ items: z.array(BranchSchema) }) } } },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { items: await listBranches(app.db) };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories, optionally of one group',
        querystring: z.object({ group: z.enum(['men', 'women']).optional() }),
        response: { 200: z.object({ items: z.array(CategorySchema) }) },
      },
    },
    async (req, reply) => {
      const items = await listCategories(app.db, req.query.group);
      reply.header('cache-control', PUBLIC_CACHE);
      return { items };
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Listing with filters; with eventDate only pieces free for that event and period',
        querystring: ListingQuerySchema,
        response: { 200: ListingResultSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const { eventDate } = req.query;
      const list = await productListing(app.db, req.query, app.deps.now(), listingLagMs);
      // Listings for an event date change with every booking: kept at most 2 s.
      const ttl = eventDate ? Math.min(ttlMs, 2_000) : ttlMs;
      const body = await cachedText(`products:${JSON.stringify(req.query)}`, ttl, () =>
        list().then(listingText),
      );
      reply.header('cache-control', eventDate ? 'no-store' : PUBLIC_CACHE);
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/products/:code',
    {
      schema: {
        tags,
        summary: 'One product with pictures, branch and related products',
        params: CodeParams,
        response: { 200: ProductDetailSchema, 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const body = await cached(`product:${req.params.code.toUpperCase()}`, ttlMs, () =>
        productDetail(app.db, req.params.code),
      );
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/products/:code/booked-dates',
    {
      schema: {
        tags,
        summary: 'Days on which this piece cannot be delivered, worn or returned',
        params: CodeParams,
        querystring: z.object({ from: IsoDateString.optional(), to: IsoDateString.optional() }),
        response: { 200: BookedDatesSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return bookedDates(app.db, req.params.code, req.query, app.deps.now());
    },
  );

  app.get(
    '/products/:code/quote',
    {
      schema: {
        tags,
        summary: 'Delivery and return dates, rent, deposit and advance for an event',
        params: CodeParams,
        querystring: z.object({
          eventDate: IsoDateString,
          period: z.coerce
            .number()
            .int('Period must be a whole number')
            .max(INT4_MAX, 'Period is too long')
            .optional(),
        }),
        response: { 200: QuoteSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return quote(app.db, req.params.code, req.query, app.deps.now(), listingLagMs);
    },
  );

  app.get(
    '/sizes',
    {
      schema: {
        tags,
        summary: 'Size options with labels (XS 34 … XXXL 46) for a category or group',
        querystring: z.object({
          category: z.string().max(60).optional(),
          group: z.enum(['men', 'women']).optional(),
        }),
        response: { 200: z.object({ items: z.array(SizeOptionSchema) }), 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const { items, accessory } = await sizeChart(app.db, req.query);
      if (!accessory) reply.header('cache-control', PUBLIC_CACHE);
      return { items };
    },
  );
};
