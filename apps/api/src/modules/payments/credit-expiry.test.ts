import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCredits } from '../../db/schema/index.ts';
import { ALL_JOBS } from '../../queue/registry.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { expireStoreCredit } from './credit-expiry.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function grant(userId: string, amount: number, expiresOn: string, createdAt: string) {
  const [row] = await ctx.app.db
    .insert(storeCredits)
    .values({ userId, amount, expiresOn, reason: 'Cancelled order', createdAt: new Date(createdAt) })
    .returning({ id: storeCredits.id });
  return row!.id;
}

async function expireRows(userId: string) {
  const rows = await ctx.app.db.execute<{ amount: number; grant_id: string; reason: string }>(
    sql`select amount, grant_id, reason from store_credits where user_id = ${userId} and kind = 'expire'`,
  );
  return rows.rows;
}

describe('store credit expiry', () => {
  it('is a daily job on India time', () => {
    expect(ALL_JOBS.find((j) => j.name === 'payments-expire-store-credit')).toMatchObject({
      cron: '10 0 * * *',
    });
  });

  it('writes off what is left of each lapsed grant once, however often or in how many processes it runs', async () => {
    ctx.clock.set('2027-03-01T00:00:00Z');
    const who = await createCustomer(ctx);
    // 1,000 granted until 28/02/2027, 300 of it spent: 700 lapses.
    const lapsed = await grant(who.userId, 1000, '2027-02-28', '2026-09-01T10:00:00Z');
    await ctx.app.db.insert(storeCredits).values({
      userId: who.userId,
      kind: 'spend',
      grantId: lapsed,
      amount: -300,
      expiresOn: '2027-02-28',
      createdAt: new Date('2026-10-01T10:00:00Z'),
    });
    // Spent in full before it lapsed: nothing to write off.
    const spent = await grant(who.userId, 200, '2027-02-27', '2026-09-02T10:00:00Z');
    await ctx.app.db.insert(storeCredits).values({
      userId: who.userId,
      kind: 'spend',
      grantId: spent,
      amount: -200,
      expiresOn: '2027-02-27',
      createdAt: new Date('2026-10-02T10:00:00Z'),
    });
    // Still valid today (its last day).
    await grant(who.userId, 500, '2027-03-01', '2026-09-03T10:00:00Z');

    // 05:30 India time on 01/03/2027: two processes at once, then a second run.
    const runs = await Promise.all([
      expireStoreCredit(ctx.app.db, ctx.clock.now),
      expireStoreCredit(ctx.app.db, ctx.clock.now),
    ]);
    expect(runs.sort()).toEqual([0, 700]);
    expect(await expireStoreCredit(ctx.app.db, ctx.clock.now)).toBe(0);
    expect(await expireRows(who.userId)).toEqual([
      { amount: -700, grant_id: lapsed, reason: 'Expired unused' },
    ]);

    const mine = (await ctx.app.inject({ url: '/api/me/credit', headers: who.headers })).json();
    expect(mine.balance).toBe(500);
    expect(mine.history[0]).toMatchObject({ kind: 'expire', amount: -700 });

    // The next day the 500 lapses too, and only it.
    ctx.clock.set('2027-03-02T00:00:00Z');
    expect(await expireStoreCredit(ctx.app.db, ctx.clock.now)).toBe(500);
    expect((await expireRows(who.userId)).map((r) => r.amount).sort((a, b) => a - b)).toEqual([-700, -500]);
  });
});
