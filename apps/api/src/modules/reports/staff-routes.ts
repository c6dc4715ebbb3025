import { todayInIndia } from '@vastra/shared/rules';
import { StaffPeakQuerySchema, StaffPeakSchema } from '@vastra/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { assertBranch, currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { answerCache } from './answer-cache.ts';
import { peakView } from './peak.ts';

/** JSON that is already text: Fastify sends a string as it is (the schema still documents it). */
const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;

/** Reports for owners and managers: the peak-date view. */
export const reportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wall-clock time for the cache: the numbers may be up to PEAK_CACHE_SECONDS old.
  // The answer is kept as JSON text and sent as it is: no second serialisation of its 100 000 numbers.
  const cached = answerCache<string>(app.deps.env.PEAK_CACHE_SECONDS * 1000);

  app.get(
    '/staff/peak',
    {
      onRequest: requireStaffRole('owner', 'manager'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Peak dates: the share of pieces booked per day, category and branch; the busiest days, sold-out sizes, idle pieces',
        querystring: StaffPeakQuerySchema,
        response: { 200: StaffPeakSchema, ...errors },
      },
    },
    async (req, reply) => {
      const who = currentStaff(req);
      const { branch, category, days } = req.query;
      if (branch !== undefined) assertBranch(who, branch);
      const now = app.deps.now();
      const query = {
        from: req.query.from ?? todayInIndia(now),
        days,
        branchIds: branch !== undefined ? [branch] : who.branchIds,
        categoryCode: category,
      };
      const text = await cached(JSON.stringify(query), Date.now(), async () =>
        JSON.stringify(await peakView(app.db, query, now)),
      );
      return sendJsonText(reply, text);
    },
  );
};
