import { StaffBranchSchema } from '@vastra/shared/schemas';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branches } from '../../db/schema/index.ts';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, currentStaff } from '../../plugins/staff-auth.ts';

/** GET /api/staff/branches: the branch picker of the back office (ids for Today and the calendar). */
export const locationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/branches',
    {
      preHandler: anyStaff,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'The branches the signed-in staff member works at (an owner: every branch)',
        response: { 200: z.array(StaffBranchSchema), 401: ErrorSchema },
      },
    },
    async (req) => {
      const { branchIds } = currentStaff(req);
      if (branchIds !== 'all' && branchIds.length === 0) return [];
      const columns = { id: branches.id, code: branches.code, name: branches.name, city: branches.city };
      const query = app.db.select(columns).from(branches);
      return branchIds === 'all'
        ? query.orderBy(asc(branches.id))
        : query.where(inArray(branches.id, branchIds)).orderBy(asc(branches.id));
    },
  );
};
