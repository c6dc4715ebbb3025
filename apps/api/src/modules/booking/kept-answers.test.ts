import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { keptBranchAnswers } from './kept-answers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

/** A kept-answer store and a fill that counts how often the database was read. */
function counted() {
  const answer = keptBranchAnswers();
  let reads = 0;
  const read = (branchId: number, now: number, until?: number) =>
    answer(ctx.app.db, branchId, `b${branchId}`, now, async () => {
      reads += 1;
      return { body: `{"read":${reads}}`, ...(until ? { until } : {}) };
    });
  return { read, reads: () => reads };
}

describe('kept Today and calendar answers', () => {
  it('reads again only after a committed write to the branch, to every branch, or when time runs out', async () => {
    const { read, reads } = counted();
    const t = Date.parse('2026-03-01T10:00:00Z');
    expect(await read(1, t)).toBe('{"read":1}');
    expect(await read(1, t + 1000)).toBe('{"read":1}');
    expect(await read(2, t)).toBe('{"read":2}');

    // Another branch's write leaves branch 1's answer as it is.
    await ctx.app.db.execute(sql`select note_branch_changes(array[2])`);
    expect(await read(1, t + 2000)).toBe('{"read":1}');
    expect(await read(2, t + 2000)).toBe('{"read":3}');

    // A write to branch 1 (or to every branch) is seen at once.
    await ctx.app.db.execute(sql`select note_branch_changes(array[1])`);
    expect(await read(1, t + 3000)).toBe('{"read":4}');
    await ctx.app.db.execute(sql`select note_branch_changes(array[0])`);
    expect(await read(1, t + 4000)).toBe('{"read":5}');
    expect(await read(2, t + 4000)).toBe('{"read":6}');

    // A write that was rolled back changed nothing.
    await ctx.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select note_branch_changes(array[1])`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await read(1, t + 5000)).toBe('{"read":5}');
    expect(reads()).toBe(6);
  });

  it('a branch noted in a rolled-back savepoint is noted again by the transaction’s next write to it', async () => {
    const { read, reads } = counted();
    const t = Date.parse('2026-03-02T10:00:00Z');
    expect(await read(3, t)).toBe('{"read":1}');
    const rowsOfThisTransaction = await ctx.app.db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`select note_branch_changes(array[3])`);
          throw new Error('rolled back to the savepoint');
        })
        .catch(() => {});
      // Two more writes to branch 3: one row for the transaction, however many writes it makes.
      await tx.execute(sql`select note_branch_changes(array[3, 3])`);
      await tx.execute(sql`select note_branch_changes(array[3])`);
      const rows = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from branch_changes where branch_id = 3 and xid = pg_current_xact_id()`,
      );
      return rows.rows[0]?.n;
    });
    expect(rowsOfThisTransaction).toBe(1);
    expect(await read(3, t + 1000)).toBe('{"read":2}');
    expect(reads()).toBe(2);
  });

  it('notes the branch of each write: an order and its changes, a piece moving, a new mobile (every branch); a saved address, none', async () => {
    const noted = async (write: () => Promise<unknown>) => {
      await ctx.app.db.execute(sql`delete from branch_changes`);
      await write();
      const rows = await ctx.app.db.execute<{ b: number }>(
        sql`select distinct branch_id as b from branch_changes order by 1`,
      );
      return rows.rows.map((r) => r.b);
    };
    const piece = await pickPiece(ctx, 'men');
    const elsewhere = (
      await ctx.app.db.execute<{ id: number }>(
        sql`select id from branches where id <> ${piece.branchId} limit 1`,
      )
    ).rows[0]!.id;
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 50));
    let orderId = '';
    expect(
      await noted(async () => {
        orderId = (await placeOrder(ctx, who)).json().order.id;
      }),
    ).toEqual([piece.branchId]);
    expect(
      await noted(() =>
        ctx.app.db.execute(sql`update orders set order_notes = 'ring first' where id = ${orderId}`),
      ),
    ).toEqual([piece.branchId]);
    expect(
      await noted(() =>
        ctx.app.db.execute(sql`update orders set branch_id = ${elsewhere} where id = ${orderId}`),
      ),
    ).toEqual([piece.branchId, elsewhere].sort((a, b) => a - b));
    expect(
      await noted(() =>
        ctx.app.db.execute(sql`update order_lines set remark = 'long sleeves' where order_id = ${orderId}`),
      ),
    ).toEqual([elsewhere]);
    expect(
      await noted(() =>
        ctx.app.db.execute(
          sql`update products set moved_from_branch_id = ${elsewhere} where id = ${piece.id}`,
        ),
      ),
    ).toEqual([piece.branchId, elsewhere].sort((a, b) => a - b));
    expect(
      await noted(() =>
        ctx.app.db.execute(sql`update bookings set held_until = held_until where product_id = ${piece.id}`),
      ),
    ).toEqual([piece.branchId, elsewhere].sort((a, b) => a - b));
    expect(
      await noted(() => ctx.app.db.execute(sql`update users set city = 'Pune' where id = ${who.userId}`)),
    ).toEqual([]);
    expect(
      await noted(() => ctx.app.db.execute(sql`update users set mobile = mobile where id = ${who.userId}`)),
    ).toEqual([]);
    expect(
      await noted(() =>
        ctx.app.db.execute(sql`update users set mobile = '6198765432' where id = ${who.userId}`),
      ),
    ).toEqual([0]);
    await ctx.app.db.execute(sql`update products set moved_from_branch_id = null where id = ${piece.id}`);
  });

  it('shares one read among requests that find the answer stale together, but not past a later write', async () => {
    const answer = keptBranchAnswers();
    let reads = 0;
    let open = () => {};
    const fill = async () => {
      reads += 1;
      const n = reads;
      await new Promise<void>((resolve) => {
        open = resolve;
      });
      return { body: `{"read":${n}}` };
    };
    const read = (now: number) => answer(ctx.app.db, 7, 'b7', now, fill);
    const t = Date.parse('2026-03-02T10:00:00Z');

    // Three screens ask while the first read is still under way: one read answers all three.
    const first = read(t);
    await vi.waitFor(() => expect(reads).toBe(1));
    const together = [first, read(t + 1), read(t + 2)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    expect(await Promise.all(together)).toEqual(['{"read":1}', '{"read":1}', '{"read":1}']);
    expect(reads).toBe(1);

    // The branch writes; a read starts; the branch writes again: a request after that second
    // write does not take the read that began before it.
    await ctx.app.db.execute(sql`select note_branch_changes(array[7])`);
    const before = read(t + 3);
    await vi.waitFor(() => expect(reads).toBe(2));
    const openBefore = open;
    await ctx.app.db.execute(sql`select note_branch_changes(array[7])`);
    const after = read(t + 4);
    await vi.waitFor(() => expect(reads).toBe(3));
    openBefore();
    open();
    expect(await before).toBe('{"read":2}');
    expect(await after).toBe('{"read":3}');
  });

  it('does not use an answer past the moment it runs out, nor for an earlier moment', async () => {
    const { read } = counted();
    const t = Date.parse('2026-03-01T10:00:00Z');
    expect(await read(3, t, t + 60_000)).toBe('{"read":1}');
    expect(await read(3, t + 59_000, t + 60_000)).toBe('{"read":1}');
    expect(await read(3, t + 60_000, t + 120_000)).toBe('{"read":2}');
    expect(await read(3, t, t + 120_000)).toBe('{"read":3}');
  });

  it('shows on Today and the calendar what any process wrote, and drops a hold when it runs out', async () => {
    const piece = await pickPiece(ctx, 'men');
    const branch = (await ctx.app.db.execute(sql`select code from branches where id = ${piece.branchId}`))
      .rows[0] as { code: string };
    const staff = await signInAsStaff(ctx, 'staff', [branch.code]);
    const who = await createCustomer(ctx);
    // Placed and not yet paid: the piece is held until the payment time runs out.
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 6));
    expect((await placeOrder(ctx, who)).statusCode).toBe(201);
    const hold = (
      await ctx.app.db.execute(
        sql`select held_until as "heldUntil" from bookings
            where product_id = ${piece.id} and status = 'held'`,
      )
    ).rows[0] as { heldUntil: string };
    const from = todayInIndia(ctx.clock.now);
    const calendarUrl = `/api/staff/calendar?branch=${piece.branchId}&from=${from}&to=${addDays(from, 30)}&q=${piece.code}`;
    const bars = async () => {
      const page = (await get(calendarUrl, staff.headers)).json();
      return page.pieces.find((p: { code: string }) => p.code === piece.code)?.bars ?? [];
    };
    expect((await bars()).map((b: { status: string }) => b.status)).toContain('held');
    expect((await bars()).map((b: { status: string }) => b.status)).toContain('held');

    // The hold runs out: no write, and the calendar no longer shows it.
    ctx.clock.advance(Date.parse(hold.heldUntil) - ctx.clock.now.getTime() + 1000);
    expect(await bars()).toEqual([]);

    // Renamed at another counter (straight in the database, as another server would write).
    await ctx.app.db.execute(sql`update products set name = 'Renamed sherwani' where id = ${piece.id}`);
    const page = (await get(calendarUrl, staff.headers)).json();
    expect(page.pieces.find((p: { code: string }) => p.code === piece.code)?.name).toBe('Renamed sherwani');

    // Today: an order paid in advance shows as unpaid, the day before it goes out, until the
    // balance is in the ledger.
    const buyer = await createCustomer(ctx);
    await rentIntoCart(ctx, buyer, piece, eventIn(ctx, 20));
    const placed = (await placeOrder(ctx, buyer)).json();
    await payOrder(ctx, buyer, placed.order.id, placed.payment.gatewayOrderId);
    const out = (
      await ctx.app.db.execute(
        sql`select delivery_date as "day" from order_lines where order_id = ${placed.order.id}`,
      )
    ).rows[0] as { day: string };
    ctx.clock.set(`${addDays(out.day, -1)}T06:00:00Z`);
    const counter = await signInAsStaff(ctx, 'staff', [branch.code]);
    const todayUrl = `/api/staff/today?branch=${piece.branchId}`;
    const unpaid = async () =>
      (await get(todayUrl, counter.headers)).json().unpaid.map((u: { orderId: string }) => u.orderId);
    expect(await unpaid()).toContain(placed.order.id);
    expect(await unpaid()).toContain(placed.order.id);
    await ctx.app.db.execute(sql`
      insert into ledger_entries (order_id, user_id, kind, amount, method)
      select id, user_id, 'balance', -(select sum(amount) from ledger_entries where order_id = ${placed.order.id}), 'cash'
      from orders where id = ${placed.order.id}`);
    expect(await unpaid()).not.toContain(placed.order.id);

    // The customer's mobile changes: every branch's Today shows the new one.
    await ctx.app.db.execute(
      sql`update ledger_entries set amount = 0 where kind = 'balance' and order_id = ${placed.order.id}`,
    );
    const mobile = async () =>
      (await get(todayUrl, counter.headers))
        .json()
        .unpaid.find((u: { orderId: string }) => u.orderId === placed.order.id)?.customerMobile;
    expect(await mobile()).toBe(buyer.mobile);
    await ctx.app.db.execute(sql`update users set mobile = '6123456789' where id = ${buyer.userId}`);
    expect(await mobile()).toBe('6123456789');
  });
});
