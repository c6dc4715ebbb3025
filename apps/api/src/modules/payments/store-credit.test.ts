import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { CREDIT_TOO_LOW, spendCredit } from './store-credit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

describe('store credit', () => {
  it('staff add and take back credit with a reason; the customer sees it; audited; never below zero', async () => {
    const who = await createCustomer(ctx);
    const manager = await signInAsStaff(ctx, 'manager');
    const adjust = (amount: number, headers = manager.headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/customers/${who.userId}/credit`,
        headers,
        payload: { amount, reason: 'Goodwill for a late delivery' },
      });
    const first = await adjust(500);
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe(500);
    // An hour later (the staff session lasts a working day): a second, newer grant.
    ctx.clock.advance(3_600_000);
    expect((await adjust(300)).json().balance).toBe(800);

    const staffOnly = await signInAsStaff(ctx, 'staff');
    expect((await adjust(100, staffOnly.headers)).statusCode).toBe(403);
    const seenByStaff = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/customers/${who.userId}/credit`,
      headers: staffOnly.headers,
    });
    expect(seenByStaff.json().balance).toBe(800);
    const nobody = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/customers/00000000-0000-4000-8000-000000000000/credit',
      headers: staffOnly.headers,
    });
    expect(nobody.statusCode).toBe(404);

    const tooMuch = await adjust(-900);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(CREDIT_TOO_LOW);
    const back = await adjust(-600);
    expect(back.json().balance).toBe(200);
    // Taken oldest first: the first grant (500) is used up, 200 is left of the second.
    expect(back.json().grants.map((g: { remaining: number }) => g.remaining)).toEqual([0, 200]);

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: who.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().balance).toBe(200);
    const taken = mine.json().history.filter((h: { amount: number }) => h.amount < 0);
    expect(taken.map((h: { amount: number }) => h.amount).sort()).toEqual([-100, -500]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/credit' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: manager.headers })).statusCode,
    ).toBe(401);

    const audit = await ctx.app.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'credit.adjust' and entity_id = ${who.userId}`,
    );
    expect((audit.rows[0] as { n: number }).n).toBe(3);
  });

  it('spends the oldest grant first, names it, skips expired credit and never goes negative', async () => {
    const who = await createCustomer(ctx);
    const today = new Date(ctx.clock.now);
    await ctx.app.db.execute(sql`
      insert into store_credits (user_id, kind, amount, expires_on, created_at) values
        (${who.userId}, 'grant', 100, '2000-01-02', '2000-01-01T00:00:00Z'),
        (${who.userId}, 'grant', 400, '2999-01-01', ${new Date(today.getTime() - 2 * DAY).toISOString()}),
        (${who.userId}, 'grant', 700, '2999-01-01', ${new Date(today.getTime() - DAY).toISOString()})`);
    const spent = await ctx.app.db.transaction((tx) =>
      spendCredit(tx, { userId: who.userId, amount: 2000, orderId: null, reason: 'Checkout', now: today }),
    );
    expect(spent).toBe(1100);
    const spends = await ctx.app.db.execute(sql`
      select s.amount, g.amount as "grantAmount" from store_credits s join store_credits g on g.id = s.grant_id
      where s.user_id = ${who.userId} and s.kind = 'spend' order by g.created_at`);
    expect(spends.rows).toEqual([
      { amount: -400, grantAmount: 400 },
      { amount: -700, grantAmount: 700 },
    ]);
    const again = await ctx.app.db.transaction((tx) =>
      spendCredit(tx, { userId: who.userId, amount: 50, orderId: null, reason: 'Checkout', now: today }),
    );
    expect(again).toBe(0);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: who.headers })
    ).json();
    expect(mine.balance).toBe(0);
    expect(mine.grants[0]).toMatchObject({ amount: 100, remaining: 100, expired: true });
  });

  it('two checkouts at once cannot spend the same credit', async () => {
    const who = await createCustomer(ctx);
    await ctx.app.db.execute(sql`
      insert into store_credits (user_id, kind, amount, expires_on) values (${who.userId}, 'grant', 500, '2999-01-01')`);
    const spend = () =>
      ctx.app.db.transaction((tx) =>
        spendCredit(tx, {
          userId: who.userId,
          amount: 400,
          orderId: null,
          reason: 'Checkout',
          now: ctx.clock.now,
        }),
      );
    const spent = await Promise.all([spend(), spend()]);
    expect(spent.sort()).toEqual([100, 400]);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: who.headers });
    expect(mine.json().balance).toBe(0);
  });
});
