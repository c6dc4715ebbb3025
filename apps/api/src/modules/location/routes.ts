import { PINCODE_MESSAGE, PincodeInfoSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPincodeDirectory } from '../../integrations/pincode/index.ts';
import { pieceBranchId } from './piece-branch.ts';
import { lookupPincode } from './pincodes.ts';

/** The error shape of plugins/errors.ts, declared so /api/docs shows the 400 and 404 answers. */
const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * The path segment must be exactly 6 digits. Unlike the form's Pincode schema there is no
 * trimming and no 'required' message: an empty or padded segment is a malformed PIN, not a
 * missing field, so every bad value gets 'Pincode must be 6 digits'.
 */
const Params = z.object({ pincode: z.string().regex(/^\d{6}$/, PINCODE_MESSAGE) });

/** ?product=CODE asks whether that piece can be delivered: only its own branch counts then. */
const Query = z.object({ product: z.string().trim().min(1).max(40).optional() });

/** Areas and serviceability barely change; a day of client and CDN caching saves lookups. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /api/pincodes/{pincode}. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = createPincodeDirectory(app.deps.env, app.db, app.log);

  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags: ['pincodes'],
        summary:
          "Areas of a pincode, whether it is serviceable (from a piece's branch when ?product= names it), and the nearest branch",
        params: Params,
        querystring: Query,
        response: { 200: PincodeInfoSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { product } = request.query;
      const branchId = product ? await pieceBranchId(app.db, product) : undefined;
      const info = await lookupPincode(app.db, request.params.pincode, directory, branchId);
      reply.header('cache-control', CACHE_CONTROL);
      return info;
    },
  );
};
