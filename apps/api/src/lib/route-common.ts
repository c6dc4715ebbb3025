import { RowIdText } from '@vastra/shared/schemas';
import { z } from 'zod';
import { ErrorSchema } from './error-schema.ts';

export { ErrorSchema };

/** The OpenAPI security of a route that needs the customer's bearer token. */
export const security = [{ bearer: [] }];

/** Responses every private route can give besides its own. */
export const privateErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema } as const;

/** Responses every staff route can give besides its own (403: a role the route does not serve). */
export const staffErrors = { ...privateErrors, 403: ErrorSchema } as const;

/** A numeric id in the path, within PostgreSQL's integer range. */
export const IdParams = z.object({ id: RowIdText });
