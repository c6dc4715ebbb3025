import { StaffLoginResultSchema, StaffMemberSchema, StaffVerifySchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otpSecret } from '../../lib/crypto.ts';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, currentStaff } from '../../plugins/staff-auth.ts';
import { STAFF_SESSION_MS, signInStaff, signOutStaff } from './sign-in.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** Staff sign-in and the signed-in member: /api/staff/auth/verify, /api/staff/auth/logout, /api/staff/me. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = otpSecret(app.deps.env);

  app.post(
    '/staff/auth/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Staff sign-in: checks the code sent by /api/auth/otp and returns a staff token',
        description: 'The token is separate from a customer token and ends after one working day (12 hours).',
        body: StaffVerifySchema,
        response: { 200: StaffLoginResultSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => {
      const now = app.deps.now();
      const { token, staff } = await signInStaff(app.db, req.body, { now, secret, ip: req.ip });
      const { sessionId: _session, ...member } = staff;
      return { token, staff: member, expiresAt: new Date(now.getTime() + STAFF_SESSION_MS).toISOString() };
    },
  );

  app.post(
    '/staff/auth/logout',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Ends this staff session',
        security,
        response: { 204: z.null().describe('Signed out'), 401: ErrorSchema },
      },
    },
    async (req, reply) => {
      await signOutStaff(app.db, currentStaff(req).sessionId, app.deps.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff/me',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and branches',
        security,
        response: { 200: StaffMemberSchema, 401: ErrorSchema },
      },
    },
    async (req) => {
      const { sessionId: _session, ...member } = currentStaff(req);
      return member;
    },
  );
};
