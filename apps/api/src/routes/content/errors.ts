import { z } from 'zod';

/** The error JSON of api.md, for the OpenAPI document of these routes. */
export const ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
