import {
  StaffTrialListSchema,
  StaffTrialSchema,
  StaffTrialsQuerySchema,
  TrialOutcomeSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, assertBranch, currentStaff } from '../../plugins/staff-auth.ts';
import { branchTrials, markTrial } from './staff-trials.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;

/** The branch's trials of a day (Today's "Trials today") and marking them attended or no-show. */
export const trialStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/trials',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "The branch's fit-check trials of a day (today when no date is given), by time",
        querystring: StaffTrialsQuerySchema,
        response: { 200: StaffTrialListSchema, ...errors },
      },
    },
    async (req) => {
      assertBranch(currentStaff(req), req.query.branch);
      return branchTrials(app.db, req.query.branch, req.query.date, app.deps.now());
    },
  );

  app.post(
    '/staff/trials/:id/outcome',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Marks a trial attended, or no-show (which frees its slot); audited',
        params: z.object({ id: z.string().max(100) }),
        body: TrialOutcomeSchema,
        response: { 200: StaffTrialSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (req) =>
      markTrial(app.db, req.params.id, req.body, { who: currentStaff(req), ip: req.ip, now: app.deps.now() }),
  );
};
