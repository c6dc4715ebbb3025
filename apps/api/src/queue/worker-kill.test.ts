import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, smsOutbox } from '../db/schema/index.ts';
import { sendMessageJob } from '../modules/notifications/index.ts';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { openQueue, type Queue } from './queue.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WORKER = fileURLToPath(new URL('../worker.ts', import.meta.url));
const BATCH = 120;

let ctx: TestContext;
let queue: Queue;
const children: ChildProcess[] = [];

/** `npm run worker` on the test's database, as a process of its own. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, DATABASE_URL: ctx.database.url ?? '', LOG_LEVEL: 'silent', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until<T>(check: () => Promise<T | undefined | null | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)(
  'a worker process killed with SIGKILL mid-batch (PostgreSQL only: PGlite belongs to one process; exactly-once.test.ts replays the same moment in one process on both)',
  () => {
    beforeAll(async () => {
      ctx = await createTestApp();
      queue = await openQueue(ctx.database, { maintenanceSeconds: 1, log: pino({ level: 'silent' }) });
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await queue?.stop({ graceful: false, wait: true, close: true });
      await ctx?.close();
    });

    it('loses none and duplicates none: another worker sends the rest, each message reaches the outbox once', async () => {
      const mobiles = Array.from({ length: BATCH }, (_, i) => `81${String(i).padStart(8, '0')}`);
      const rows = await ctx.app.db
        .insert(messages)
        .values(
          mobiles.map((mobile, i) => ({
            dedupeKey: `staff_new_enquiry:kill-test:${i}:sms:${mobile}`,
            event: 'staff_new_enquiry',
            channel: 'sms' as const,
            audience: 'staff' as const,
            recipient: mobile,
            language: 'en' as const,
            variables: {},
            body: `Vastra staff: enquiry ${i}`,
            sendAfter: new Date('2020-01-01T00:00:00Z'),
          })),
        )
        .returning({ id: messages.id });
      // The test holds one message's row, so the first worker hands that message to the channel
      // and then waits to note it sent: it is killed in exactly the moment a repeat could happen.
      const caught = rows[3];
      if (!caught) throw new Error('no message to catch');
      const holder = new pg.Client({ connectionString: ctx.database.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from messages where id = $1 for update', [caught.id]);
      const first = startWorkerProcess();
      // One send job per message, as the dispatcher queues them (named by the message's id); a
      // job held by a dead process is given back after 5 seconds.
      // The worker declares its queues when it starts.
      await until(async () => queue.getQueue(sendMessageJob.name), 60_000);
      for (const { id } of rows) {
        const queued = await queue.send(
          sendMessageJob.name,
          { messageId: id },
          { id, expireInSeconds: 5, retryLimit: 5 },
        );
        expect(queued).toBe(id);
      }
      const outboxCount = async () =>
        (
          await ctx.app.db
            .select({ id: smsOutbox.id })
            .from(smsOutbox)
            .where(inArray(smsOutbox.mobile, mobiles))
        ).length;
      const caughtMobile = mobiles[3] ?? '';
      await until(async () => {
        const handed = await ctx.app.db
          .select({ id: smsOutbox.id })
          .from(smsOutbox)
          .where(inArray(smsOutbox.mobile, [caughtMobile]));
        return handed.length > 0;
      }, 90_000);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      // The dead process's server session still waits on the held row (the server has not noticed
      // its client is gone); end it, as the server would on its next write, before letting go.
      await holder.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
      );
      await holder.query('rollback');
      await holder.end();
      const atKill = await outboxCount();
      expect(atKill).toBeLessThan(BATCH);
      const [stillQueued] = (
        await ctx.app.db.execute<{ status: string }>(sql`select status from messages where id = ${caught.id}`)
      ).rows;
      expect(stillQueued?.status).toBe('queued');

      startWorkerProcess();
      await until(async () => {
        const sent = await ctx.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from messages where recipient like '81%' and status = 'sent'`,
        );
        return sent.rows[0]?.n === BATCH;
      }, 120_000);
      const outbox = await ctx.app.db
        .select({ mobile: smsOutbox.mobile })
        .from(smsOutbox)
        .where(inArray(smsOutbox.mobile, mobiles));
      const copies = new Map<string, number>();
      for (const { mobile } of outbox) copies.set(mobile, (copies.get(mobile) ?? 0) + 1);
      // Every message reached the outbox; no message row was sent twice.
      expect(mobiles.filter((m) => !copies.has(m))).toEqual([]);
      const attempts = await ctx.app.db.execute<{ attempts: number }>(
        sql`select attempts from messages where recipient like '81%' and attempts <> 1`,
      );
      expect(attempts.rows).toEqual([]);
      // The message the killed process had handed over but not noted is not sent again: its
      // dedupe key finds the first copy.
      expect([...copies.entries()].filter(([, n]) => n > 1)).toEqual([]);
    }, 240_000);
  },
);
