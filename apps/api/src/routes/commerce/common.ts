import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceDeps } from '../../services/orders.ts';

/** The error JSON of api.md; loose, because a 409 may carry more (e.g. the order's id). */
export const ErrorSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const security = [{ bearer: [] }];

/** Responses every private route can give besides its own. */
export const privateErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema } as const;

export type CommerceOptions = { deps: CommerceDeps };

/** The commerce services' dependencies, from the app: database, gateway and the app's clock. */
export function commerceDeps(app: FastifyInstance, gateway: CommerceDeps['gateway']): CommerceDeps {
  return { db: app.db, gateway, now: () => app.deps.now() };
}
