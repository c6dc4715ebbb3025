import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/pincodes/{pincode}. */
export const pincodeRoutes: FastifyPluginAsyncZod = async () => {};
