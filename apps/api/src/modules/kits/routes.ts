import { IsoDateString, KitDetailSchema, KitSummarySchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/route-common.ts';
import { kitDetail, listKits } from './kit-view.ts';

const tags = ['catalogue'];

/** The kits (whole outfits) customers can rent, with their parts and sizes. */
export const kitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/kits',
    {
      schema: {
        tags,
        summary: 'Kits (whole outfits rented as one line), optionally of one group',
        querystring: z.object({ group: z.enum(['men', 'women']).optional() }),
        response: { 200: z.object({ items: z.array(KitSummarySchema) }), 400: ErrorSchema },
      },
    },
    async (req) => listKits(app.db, req.query),
  );

  app.get(
    '/kits/:slug',
    {
      schema: {
        tags,
        summary: "A kit's parts and pieces by size; with an event date, which pieces are free",
        params: z.object({
          slug: z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z0-9-]{1,120}$/),
        }),
        querystring: z.object({
          eventDate: IsoDateString.optional(),
          period: z.coerce.number().int().positive().max(60).optional(),
        }),
        response: { 200: KitDetailSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) => kitDetail(app.db, req.params.slug, req.query, app.deps.now()),
  );
};
