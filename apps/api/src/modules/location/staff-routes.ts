import { StaffBranchSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, currentStaff } from '../../plugins/staff-auth.ts';
import { staffBranchList } from './staff-branches.ts';

/** GET /api/staff/branches: the branch picker of the back office (ids for Today and the calendar). */
export const locationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/branches',
    {
      onRequest: anyStaff,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'The branches the signed-in staff member works at (an owner: every branch)',
        response: { 200: z.array(StaffBranchSchema), 401: ErrorSchema },
      },
    },
    async (req) => staffBranchList(app.db, currentStaff(req).branchIds),
  );
};
