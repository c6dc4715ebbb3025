import { Mobile, SmsOutboxSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { latestSmsMessages } from './queries.ts';

/**
 * GET /api/dev/sms-outbox: what the console sender "sent", newest first, so that people and tests
 * can read a code. Only one mobile's messages (?mobile= is required), never everybody's codes.
 * Registered only with the console sender outside production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Development only: one mobile's login codes (kind=code, the default) or the shop's messages (kind=message, by SMS or WhatsApp), newest first",
        querystring: z.object({
          mobile: Mobile,
          kind: z.enum(['code', 'message']).default('code'),
          channel: z.enum(['sms', 'whatsapp']).optional(),
        }),
        response: { 200: SmsOutboxSchema, 400: ErrorSchema },
      },
    },
    async (req) => ({
      messages: await latestSmsMessages(app.db, req.query.mobile, {
        kind: req.query.kind,
        channel: req.query.channel,
      }),
    }),
  );
};
