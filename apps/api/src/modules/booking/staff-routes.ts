import { todayInIndia } from '@vastra/shared/rules';
import {
  BlockSchema,
  CreateBlockSchema,
  StaffCalendarQuerySchema,
  StaffCalendarSchema,
  StaffTodayQuerySchema,
  StaffTodaySchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, assertBranch, currentStaff } from '../../plugins/staff-auth.ts';
import { createBlock, releaseBlock } from './blocks.ts';
import { branchCalendar } from './calendar.ts';
import { keptBranchAnswers } from './kept-answers.ts';
import { branchToday } from './today.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A branch's day and its booking calendar: /api/staff/today, /api/staff/calendar, maintenance blocks. */
export const bookingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Bodies are kept ready, encoded as the response schema would, while nothing they show changed.
  const answer = keptBranchAnswers();

  app.get(
    '/staff/today',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "The branch's day: handovers, returns, late returns, inspections, blocked pieces, money due",
        querystring: StaffTodayQuerySchema,
        response: { 200: StaffTodaySchema, ...errors },
      },
    },
    async (req, reply) => {
      const branch = req.query.branch;
      assertBranch(currentStaff(req), branch);
      const now = app.deps.now();
      const body = await answer(
        app.db,
        branch,
        `${branch}|today|${todayInIndia(now)}`,
        now.getTime(),
        async () => ({
          body: Buffer.from(JSON.stringify(StaffTodaySchema.encode(await branchToday(app.db, branch, now)))),
        }),
      );
      // Bytes with a JSON type are sent as they are: encoded once, by the same schema.
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  app.get(
    '/staff/calendar',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "A page of the branch's pieces with their bookings, holds, buffer days, blocks and trials",
        querystring: StaffCalendarQuerySchema,
        response: { 200: StaffCalendarSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { branch, ...rest } = req.query;
      assertBranch(currentStaff(req), branch);
      const now = app.deps.now();
      const key = JSON.stringify([branch, 'calendar', rest]);
      const body = await answer(app.db, branch, key, now.getTime(), async () => {
        const { calendar, until } = await branchCalendar(app.db, { branchId: branch, ...rest }, now);
        return { body: Buffer.from(JSON.stringify(StaffCalendarSchema.encode(calendar))), until };
      });
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  app.post(
    '/staff/calendar/blocks',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Blocks a piece for cleaning or repair; refused when it meets a booking',
        body: CreateBlockSchema,
        response: { 201: BlockSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (req, reply) => {
      const actor = { who: currentStaff(req), ip: req.ip, now: app.deps.now() };
      return reply.status(201).send(await createBlock(app.db, req.body, actor));
    },
  );

  app.delete(
    '/staff/calendar/blocks/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Releases a maintenance block: the piece can be booked on those days again',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: BlockSchema, ...errors },
      },
    },
    async (req) =>
      releaseBlock(app.db, req.params.id, { who: currentStaff(req), ip: req.ip, now: app.deps.now() }),
  );
};
