import {
  AuditPageSchema,
  AuditQuerySchema,
  NewStaffAccountSchema,
  StaffAccountListSchema,
  StaffAccountPatchSchema,
  StaffAccountSchema,
} from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { createAccount, listAccounts, updateAccount } from './accounts.ts';
import { auditPage } from './audit-log.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;
const ownerOnly = requireStaffRole('owner');
const act = (req: FastifyRequest) => ({
  staffId: currentStaff(req).id,
  ip: req.ip,
  at: req.server.deps.now(),
});

/** The owner's screens: staff accounts and the audit log. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/members',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Every staff account (owner only)',
        response: { 200: StaffAccountListSchema, ...errors },
      },
    },
    async () => ({ items: await listAccounts(app.db) }),
  );

  app.post(
    '/staff/members',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Adds a staff account with its role and branches (owner only)',
        body: NewStaffAccountSchema,
        response: { 201: StaffAccountSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createAccount(app.db, act(req), req.body)),
  );

  app.patch(
    '/staff/members/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: "Changes a staff account's name, role, branches or active flag; disabling ends its sessions",
        params: z.object({ id: z.string().max(64) }),
        body: StaffAccountPatchSchema,
        response: { 200: StaffAccountSchema, ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => updateAccount(app.db, act(req), req.params.id, req.body),
  );

  app.get(
    '/staff/audit',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first, by staff member, order and dates (owner only)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (req) => auditPage(app.db, req.query),
  );
};
