import { FailedMessageListSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { failedMessages, retryFailedMessage } from './failed-messages.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 403: ErrorSchema } as const;
const managers = requireStaffRole('owner', 'manager');

/** The messages that could not be sent after every retry, and sending one again (owners, managers). */
export const failedMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/messages/failed',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Messages that failed after every retry (a manager sees their branches' orders only)",
        response: { 200: FailedMessageListSchema, ...errors },
      },
    },
    async (req) => ({ items: await failedMessages(app.db, currentStaff(req)) }),
  );

  app.post(
    '/staff/messages/:id/retry',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Queues a failed message again (audited)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ status: z.literal('queued') }), ...errors, 404: ErrorSchema },
      },
    },
    async (req) =>
      retryFailedMessage(app.db, req.params.id, {
        who: currentStaff(req),
        ip: req.ip,
        now: app.deps.now(),
        queue: app.deps.queue,
      }),
  );
};
