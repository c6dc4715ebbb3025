import { LoginResultSchema, OtpRequestSchema, OtpSentSchema, OtpVerifySchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSmsSender, devOutboxEnabled } from '../../integrations/sms/index.ts';
import { otpSecret } from '../../lib/crypto.ts';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { devOutboxRoutes } from './dev-outbox-routes.ts';
import { logIn } from './login.ts';
import { requestOtp } from './otp.ts';
import { revokeSession } from './sessions.ts';

const tags = ['auth'];

/** Login by one-time password: /api/auth/otp, /api/auth/verify, /api/auth/logout, /api/dev/sms-outbox. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built here from the environment, so a bad SMS configuration stops the server at boot.
  const sms = createSmsSender(app.deps.env, app.db, app.log);
  const secret = otpSecret(app.deps.env);

  app.post(
    '/auth/otp',
    {
      schema: {
        tags,
        summary: 'Login step 1: sends a 6-digit code by SMS (valid 10 minutes)',
        description:
          'One code per 30 s per number, 5 per hour per number (OTP_PER_NUMBER_PER_HOUR), 20 per hour per network (OTP_PER_IP_PER_HOUR).',
        body: OtpRequestSchema,
        response: { 200: OtpSentSchema, 400: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (req) =>
      requestOtp(
        {
          db: app.db,
          now: app.deps.now(),
          secret,
          sms,
          log: req.log,
          perIpPerHour: app.deps.env.OTP_PER_IP_PER_HOUR,
          perNumberPerHour: app.deps.env.OTP_PER_NUMBER_PER_HOUR,
        },
        { mobile: req.body.mobile, ip: req.ip },
      ),
  );

  app.post(
    '/auth/verify',
    {
      // Beyond the five tries per code: one network cannot guess across many numbers quickly.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Login step 2: checks the code; returns a bearer token and the customer',
        description: 'The first login of a mobile number creates the customer.',
        body: OtpVerifySchema,
        response: { 200: LoginResultSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => logIn({ db: app.db, now: app.deps.now(), secret }, req.body),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Ends this session; the token answers 401 afterwards',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Logged out'), 401: ErrorSchema },
      },
    },
    async (req, reply) => {
      if (req.sessionId) await revokeSession(app.db, req.sessionId, app.deps.now());
      return reply.status(204).send(null);
    },
  );

  if (devOutboxEnabled(app.deps.env)) await app.register(devOutboxRoutes);
};
