import { z } from 'zod';

/** The error JSON of api.md for the OpenAPI document (429s also say when to retry). */
export const ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});

/** Responses every private route can give besides its own. */
export const privateErrors = { 401: ErrorSchema, 404: ErrorSchema } as const;
