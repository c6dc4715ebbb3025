import {
  MembershipLocalCompleteSchema,
  MembershipSchema,
  MembershipStartInputSchema,
  MembershipStartSchema,
  MembershipVerifySchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { appNotifier } from '../notifications/index.ts';
import { hasLocalPaymentPage, LocalPageAnswerSchema, paymentDeps } from '../payments/index.ts';
import { completeLocalMembershipPayment, startMembership } from './membership.ts';
import { verifyAndAnnounceMembership } from './notice.ts';

const tags = ['membership'];
const security = [{ bearer: [] }];
/** A customer retrying a payment is fine; a script opening gateway orders in a loop is not. */
const START_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema } as const;
/** A 409 of verify also says the payment is owed back: { error: { …, membershipId, status } }. */
const ConflictSchema = z.looseObject({
  error: z.looseObject({ code: z.string(), message: z.string() }),
});

/** POST /api/membership, POST /api/membership/verify and the local gateway's page for them. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = appNotifier(app);
  const deps = paymentDeps(app);
  app.addHook('onRequest', requireUser);

  app.post(
    '/membership',
    {
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary:
          "Chooses plan A, B or C and opens the fee's gateway order; 409 'Card already registered for " +
          "this user.' while a plan is in force",
        body: MembershipStartInputSchema,
        response: {
          201: MembershipStartSchema,
          ...errors,
          409: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await startMembership(deps, currentUser(req).id, req.body)),
  );

  app.post(
    '/membership/verify',
    {
      schema: {
        tags,
        security,
        summary:
          "Checks the widget's signature; the plan becomes active for a year from today (IST), once; " +
          'a replay changes nothing',
        body: MembershipVerifySchema,
        response: {
          200: z.object({ membership: MembershipSchema }),
          ...errors,
          402: ErrorSchema,
          409: ConflictSchema,
        },
      },
    },
    async (req) => ({
      membership: await verifyAndAnnounceMembership(deps, notifier, currentUser(req).id, req.body),
    }),
  );

  if (!hasLocalPaymentPage(deps)) return;

  app.post(
    '/membership/local/complete',
    {
      schema: {
        tags,
        security,
        summary:
          "Local gateway only: the app's payment page pays a membership fee (answers what the real " +
          "widget's handler gets) or fails it",
        body: MembershipLocalCompleteSchema,
        response: {
          200: LocalPageAnswerSchema,
          ...errors,
        },
      },
    },
    async (req) => completeLocalMembershipPayment(deps, currentUser(req).id, req.body),
  );
};
