import { ErrorSchema } from './error-schema.ts';

export { ErrorSchema };

/** The OpenAPI security of a route that needs the customer's bearer token. */
export const security = [{ bearer: [] }];

/** Responses every private route can give besides its own. */
export const privateErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema } as const;
