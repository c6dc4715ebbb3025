import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, ne, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, messages } from '../../db/schema/index.ts';
import type { JobContext } from '../../queue/jobs.ts';
import { openQueue, type Queue } from '../../queue/queue.ts';
import { startWorker } from '../../queue/worker.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { placedRental } from '../../test-support/staff-orders.ts';
import { appGateway } from '../payments/index.ts';
import { dispatchMessagesJob, sendMessageJob } from './jobs.ts';

let ctx: TestContext;
let queue: Queue;
let vendor: Server;
/** When MSG91 (a local stand-in that always answers 500) was called. */
const vendorCalls: number[] = [];
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  ctx = await createTestApp();
  queue = await openQueue(ctx.database, { maintenanceSeconds: 1, log: silent });
  vendor = createServer((req, res) => {
    req.resume();
    vendorCalls.push(Date.now());
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', message: 'Internal error' }));
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await queue.stop({ graceful: false, wait: true, close: true });
  await new Promise((resolve) => vendor.close(resolve));
  await ctx.close();
});

/** The shop's send and dispatch jobs, on the real queue, with SMS going to the failing MSG91. */
function failingSmsContext(): JobContext {
  const { port } = vendor.address() as AddressInfo;
  return {
    db: ctx.app.db,
    env: {
      ...ctx.app.deps.env,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-key',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_FLOWS: { order_confirmed: 'flow-confirmed' },
      MSG91_BASE_URL: `http://127.0.0.1:${port}`,
    },
    now: () => ctx.clock.now,
    log: silent,
    gateway: appGateway(ctx.app),
  };
}

async function until<T>(check: () => Promise<T | undefined | null | false>, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a message whose vendor keeps failing', () => {
  it('is retried with growing waits, ends failed, is listed for staff of its branch, and can be retried', async () => {
    const rental = await placedRental(ctx);
    // The same send job with shorter waits (1 s, then 2 s) so the test sees every attempt.
    const quickSend = { ...sendMessageJob, retryLimit: 2, retryDelaySeconds: 1 };
    const stop = await startWorker(queue, failingSmsContext(), [quickSend, dispatchMessagesJob], {
      pollingIntervalSeconds: 0.5,
    });
    await queue.send(dispatchMessagesJob.name, {});
    const failed = await until(async () => {
      const [row] = await ctx.app.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.orderId, rental.orderId),
            eq(messages.event, 'order_confirmed'),
            eq(messages.channel, 'sms'),
          ),
        );
      return row?.status === 'failed' && row;
    });
    await stop();
    expect(failed).toMatchObject({ attempts: 3, lastError: 'MSG91 refused the message: 500 Internal error' });
    expect(vendorCalls).toHaveLength(3);
    // Backoff: the second wait is longer than the first.
    expect(vendorCalls[2]! - vendorCalls[1]!).toBeGreaterThan(vendorCalls[1]! - vendorCalls[0]!);

    const [home] = await ctx.app.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.code, rental.branchCode));
    const [other] = await ctx.app.db
      .select({ code: branches.code })
      .from(branches)
      .where(ne(branches.id, home!.id));
    const owner = await signInAsStaff(ctx, 'owner');
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const elsewhere = await signInAsStaff(ctx, 'manager', [other!.code]);
    const counter = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const list = (headers: Record<string, string>) =>
      ctx.app.inject({ url: '/api/staff/messages/failed', headers });

    const seen = (await list(manager.headers)).json().items.find((m: { id: string }) => m.id === failed.id);
    expect(seen).toMatchObject({
      event: 'order_confirmed',
      channel: 'sms',
      recipient: `******${rental.who.mobile.slice(-4)}`,
      orderId: rental.orderId,
      billNo: rental.billNo,
      attempts: 3,
      lastError: 'MSG91 refused the message: 500 Internal error',
    });
    expect((await list(owner.headers)).json().items.map((m: { id: string }) => m.id)).toContain(failed.id);
    expect((await list(elsewhere.headers)).json().items.map((m: { id: string }) => m.id)).not.toContain(
      failed.id,
    );
    expect((await list(counter.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/staff/messages/failed' })).statusCode).toBe(401);

    const retry = (headers: Record<string, string>, id = failed.id) =>
      ctx.app.inject({ method: 'POST', url: `/api/staff/messages/${id}/retry`, headers });
    expect((await retry(elsewhere.headers)).statusCode).toBe(404);
    expect((await retry(manager.headers, 'not-a-uuid')).statusCode).toBe(404);
    const again = await retry(manager.headers);
    expect(again.json()).toEqual({ status: 'queued' });
    // Queued again, no longer listed, and a second click finds nothing to retry.
    const [requeued] = await ctx.app.db.select().from(messages).where(eq(messages.id, failed.id));
    expect(requeued?.status).toBe('queued');
    expect((await list(manager.headers)).json().items.map((m: { id: string }) => m.id)).not.toContain(
      failed.id,
    );
    expect((await retry(manager.headers)).statusCode).toBe(404);
    const audit = await ctx.app.db.execute<{ action: string; staff_id: string }>(
      sql`select action, staff_id from audit_log where entity_id = ${failed.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'message.retry', staff_id: manager.staffId }]);
  }, 90_000);
});
