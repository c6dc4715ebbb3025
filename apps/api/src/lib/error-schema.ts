import { z } from 'zod';

/**
 * The one error JSON every route answers with ({ error: { code, message, fields? } }), for the
 * OpenAPI document. Loose: a 429 also says when to retry and a 409 may name the order it is about.
 */
export const ErrorSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});

/** Responses every private route can give besides its own. */
export const privateErrors = { 401: ErrorSchema, 404: ErrorSchema } as const;
