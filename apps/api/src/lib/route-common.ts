import type { FastifyInstance } from 'fastify';
import type { CommerceDeps } from '../modules/orders/place-order.ts';

import { ErrorSchema } from './error-schema.ts';

export { ErrorSchema };

export const security = [{ bearer: [] }];

/** Responses every private route can give besides its own. */
export const privateErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema } as const;

export type CommerceOptions = { deps: CommerceDeps };

/** The commerce services' dependencies, from the app: database, gateway and the app's clock. */
export function commerceDeps(app: FastifyInstance, gateway: CommerceDeps['gateway']): CommerceDeps {
  return { db: app.db, gateway, now: () => app.deps.now() };
}
