import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appGateway } from '../modules/payments/index.ts';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { eventIn, pickPiece, placeOrder, rentIntoCart } from '../test-support/commerce.ts';
import { createCustomer } from '../test-support/customers.ts';
import { defineJob, type JobContext } from './jobs.ts';
import { openQueue, type Queue } from './queue.ts';
import { ALL_JOBS } from './registry.ts';
import { startWorker } from './worker.ts';

let ctx: TestContext;
let queue: Queue;
const silent = pino({ level: 'silent' });
beforeAll(async () => {
  ctx = await createTestApp();
  queue = await openQueue(ctx.database, { maintenanceSeconds: 1, log: silent });
});
afterAll(async () => {
  await queue.stop({ graceful: false, wait: true, close: true });
  await ctx.close();
});

function jobContext(): JobContext {
  return {
    db: ctx.app.db,
    env: ctx.app.deps.env,
    now: () => ctx.clock.now,
    log: silent,
    gateway: appGateway(ctx.app),
  };
}

async function until<T>(check: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the job queue', () => {
  it('retries a failing job with backoff until it succeeds', async () => {
    const runs: number[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test-flaky',
      retryLimit: 3,
      retryDelaySeconds: 1,
      async handle(_ctx, data) {
        runs.push(Date.now());
        if (runs.length < 3) throw new Error(`failure ${runs.length} of job ${data.n}`);
      },
    });
    const stop = await startWorker(queue, jobContext(), [flaky], { pollingIntervalSeconds: 0.5 });
    const id = await queue.send('test-flaky', { n: 1 });
    const done = await until(async () => {
      const job = await queue.getJobById('test-flaky', id ?? '');
      return job?.state === 'completed' && job;
    });
    await stop();
    expect(runs).toHaveLength(3);
    expect(done.retryCount).toBe(2);
    // Backoff: the second wait is longer than the first.
    expect(runs[2]! - runs[1]!).toBeGreaterThan(runs[1]! - runs[0]!);
  });

  it('leaves a job that keeps failing as failed, with its error, where staff can see it', async () => {
    const broken = defineJob({
      name: 'test-broken',
      retryLimit: 1,
      retryDelaySeconds: 1,
      async handle() {
        throw new Error('the SMS vendor answered 500');
      },
    });
    const stop = await startWorker(queue, jobContext(), [broken], { pollingIntervalSeconds: 0.5 });
    const id = await queue.send('test-broken', {});
    const failed = await until(async () => {
      const job = await queue.getJobById('test-broken', id ?? '');
      return job?.state === 'failed' && job;
    });
    await stop();
    expect(failed.retryCount).toBe(1);
    expect(JSON.stringify(failed.output)).toContain('the SMS vendor answered 500');
  });

  it('runs the lapsed-holds job every minute on India time, and it frees an unpaid hold', async () => {
    const stop = await startWorker(queue, jobContext(), ALL_JOBS, { pollingIntervalSeconds: 0.5 });
    const declared = (await queue.getSchedules()).find((s) => s.name === 'orders-release-lapsed-holds');
    expect(declared).toMatchObject({ cron: '* * * * *', timezone: 'Asia/Kolkata' });

    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 30));
    const placed = (await placeOrder(ctx, who)).json();
    ctx.clock.advance(60 * 60_000);
    await queue.send('orders-release-lapsed-holds', {});
    await until(async () => {
      const rows = await ctx.app.db.execute<{ status: string }>(
        sql`select status from orders where id = ${placed.order.id}`,
      );
      return rows.rows[0]?.status === 'expired';
    });
    await stop();
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('a worker killed mid-job (PostgreSQL)', () => {
  it('loses nothing: the job it held runs again in another worker, once', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./test-stuck-worker.ts', import.meta.url))],
      {
        env: { ...process.env, QUEUE_TEST_URL: ctx.database.url ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const started = new Promise<void>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('claimed')) resolve();
      });
    });
    const finished: string[] = [];
    const stuck = defineJob<{ tag: string }>({
      name: 'test-stuck',
      expireInSeconds: 2,
      retryLimit: 3,
      retryDelaySeconds: 1,
      async handle(_ctx, data) {
        finished.push(data.tag);
      },
    });
    // Declared by the child first (same rules), so the job is claimed there.
    await started;
    child.kill('SIGKILL');
    const stop = await startWorker(queue, jobContext(), [stuck], { pollingIntervalSeconds: 0.5 });
    await until(async () => finished.length > 0 && finished, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stop();
    expect(finished).toEqual(['only-once']);
  }, 60_000);
});
