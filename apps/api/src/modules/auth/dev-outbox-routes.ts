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
        summary: 'Development only: SMS messages of the console sender to one mobile, newest first',
        querystring: z.object({ mobile: Mobile }),
        response: { 200: SmsOutboxSchema, 400: ErrorSchema },
      },
    },
    async (req) => ({ messages: await latestSmsMessages(app.db, req.query.mobile) }),
  );
};
