import { todayInIndia } from '@vastra/shared/rules';
import { StaffPeakQuerySchema, StaffPeakSchema } from '@vastra/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { assertBranch, currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { peakView } from './peak.ts';
import {
  isFresh,
  peakFromSnapshot,
  readSnapshotMeta,
  refreshPeakSnapshotIfStale,
  type SnapshotMeta,
} from './peak-snapshot.ts';
import { answersPerVersion } from './snapshot-answers.ts';

/** JSON that is already text: Fastify sends a string as it is (the schema still documents it). */
const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;

/** Reports for owners and managers: the peak-date view. */
export const reportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // The view reads a picture of the next 121 days that a job works out every 10 minutes. A missing
  // or stale one is worked out here first, once per process (requests meanwhile wait for it; other
  // processes wait on the database lock and then find it fresh).
  let refreshing: Promise<unknown> | null = null;
  const refresh = () => {
    refreshing ??= refreshPeakSnapshotIfStale(app.db, app.deps.now()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  // Which picture is current is read at most once a second per process (a new one shows within a
  // second); a stale one is always looked at again.
  let lastRead: { at: number; meta: SnapshotMeta | null } = { at: 0, meta: null };
  const currentMeta = async () => {
    if (Date.now() - lastRead.at < 1000 && lastRead.meta) return lastRead.meta;
    const meta = await readSnapshotMeta(app.db);
    lastRead = { at: Date.now(), meta };
    return meta;
  };
  const freshMeta = async () => {
    const now = app.deps.now();
    const meta = await currentMeta();
    if (isFresh(meta, now)) return meta;
    lastRead = { at: 0, meta: null };
    // A failed computation leaves the view to work its answer out directly.
    const done = await refresh().then(
      () => true,
      (err: unknown) => app.log.error({ err }, 'peak-date snapshot failed'),
    );
    return done ? currentMeta() : null;
  };
  const answers = answersPerVersion();
  // A server that runs the jobs works the picture out as it starts, if it is missing or stale.
  app.addHook('onReady', async () => {
    if (app.deps.queue && app.deps.env.WORKER === 'inline') void freshMeta();
  });

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
      // Days outside the kept window are worked out directly, as they stand now.
      const meta = await freshMeta();
      const kept = meta
        ? await answers(`${meta.version}@${meta.computedAt}`, JSON.stringify(query), async () => {
            const view = await peakFromSnapshot(app.db, query, meta);
            return view && JSON.stringify(view);
          })
        : null;
      // Sent as JSON text as it is: no second serialisation of its 100 000 numbers.
      return sendJsonText(reply, kept ?? JSON.stringify(await peakView(app.db, query, now)));
    },
  );
};
