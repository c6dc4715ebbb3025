import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  eventIn,
  type Piece,
  payOrder,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { BLOCK_OVERLAP_MESSAGE } from './blocks.ts';

let ctx: TestContext;
const DAY = 86_400_000;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function branchCode(id: number): Promise<string> {
  const found = await ctx.app.db.execute(sql`select code from branches where id = ${id}`);
  return (found.rows[0] as { code: string }).code;
}

async function otherBranch(id: number): Promise<{ id: number; code: string }> {
  const found = await ctx.app.db.execute(
    sql`select id, code from branches where id <> ${id} order by id limit 1`,
  );
  return found.rows[0] as { id: number; code: string };
}

/** A customer rents the piece for an event `days` ahead and pays the advance. */
async function rentAndPay(piece: Piece, days: number) {
  const who = await createCustomer(ctx);
  await rentIntoCart(ctx, who, piece, eventIn(ctx, days));
  const placed = await placeOrder(ctx, who);
  expect(placed.statusCode).toBe(201);
  const { order, payment } = placed.json();
  expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);
  const line = (
    await ctx.app.db.execute(
      sql`select id, delivery_date as "deliveryDate", return_date as "returnDate" from order_lines where order_id = ${order.id}`,
    )
  ).rows[0] as { id: string; deliveryDate: string; returnDate: string };
  return { who, orderId: order.id as string, billNo: order.billNo as string, line };
}

const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('staff Today and the booking calendar', () => {
  it('keeps each branch to its own staff and refuses customers and strangers', async () => {
    const piece = await pickPiece(ctx, 'men');
    const code = await branchCode(piece.branchId);
    const other = await otherBranch(piece.branchId);
    const elsewhere = await signInAsStaff(ctx, 'manager', [other.code]);
    const from = todayInIndia(ctx.clock.now);
    const range = `from=${from}&to=${addDays(from, 30)}`;
    expect((await get(`/api/staff/today?branch=${piece.branchId}`, elsewhere.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/staff/calendar?branch=${piece.branchId}&${range}`, elsewhere.headers)).statusCode,
    ).toBe(404);
    const customer = await createCustomer(ctx);
    for (const headers of [customer.headers, undefined]) {
      expect((await get(`/api/staff/today?branch=${piece.branchId}`, headers)).statusCode).toBe(401);
      expect((await get(`/api/staff/calendar?branch=${piece.branchId}&${range}`, headers)).statusCode).toBe(
        401,
      );
    }
    const own = await signInAsStaff(ctx, 'staff', [code]);
    expect((await get(`/api/staff/today?branch=${piece.branchId}`, own.headers)).statusCode).toBe(200);
    expect((await get(`/api/staff/calendar?branch=${piece.branchId}&${range}`, own.headers)).statusCode).toBe(
      200,
    );
    const tooLong = `from=${from}&to=${addDays(from, 80)}`;
    expect(
      (await get(`/api/staff/calendar?branch=${piece.branchId}&${tooLong}`, own.headers)).statusCode,
    ).toBe(400);
  });

  it('shows a rental, its buffer day and a block on the calendar; a block may not meet a booking', async () => {
    const piece = await pickPiece(ctx, 'men');
    const rented = await rentAndPay(piece, 10);
    const manager = await signInAsStaff(ctx, 'manager', [await branchCode(piece.branchId)]);
    const block = (from: string, to: string, headers = manager.headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/calendar/blocks',
        headers,
        payload: { productId: piece.id, from, to, note: 'Dry cleaning' },
      });
    // The day after the return is the buffer: a block starting then is refused like a booking.
    const clash = await block(addDays(rented.line.returnDate, 1), addDays(rented.line.returnDate, 3));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(BLOCK_OVERLAP_MESSAGE);

    const staffOnly = await signInAsStaff(ctx, 'staff', [await branchCode(piece.branchId)]);
    const freeFrom = addDays(rented.line.returnDate, 2);
    // Staff at the counter block a piece that needs cleaning (they inspect it); customers cannot.
    const customer = await createCustomer(ctx);
    expect((await block(freeFrom, addDays(freeFrom, 2), customer.headers)).statusCode).toBe(401);
    const made = await block(freeFrom, addDays(freeFrom, 2), staffOnly.headers);
    expect(made.statusCode).toBe(201);
    const blockId = made.json().id as string;

    // Customers can no longer book those days.
    const quote = await get(`/api/products/${piece.code}/quote?eventDate=${addDays(freeFrom, 1)}&period=4`);
    expect(quote.statusCode).toBe(409);

    const from = todayInIndia(ctx.clock.now);
    const cal = await get(
      `/api/staff/calendar?branch=${piece.branchId}&from=${from}&to=${addDays(from, 40)}&q=${piece.code}`,
      staffOnly.headers,
    );
    expect(cal.statusCode).toBe(200);
    const row = cal.json().pieces.find((p: { code: string }) => p.code === piece.code);
    expect(row.bars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'rental',
          orderId: rented.orderId,
          billNo: rented.billNo,
          status: 'confirmed',
        }),
        expect.objectContaining({ kind: 'buffer', from: addDays(rented.line.returnDate, 1) }),
        expect.objectContaining({
          kind: 'maintenance',
          bookingId: blockId,
          from: freeFrom,
          note: 'Dry cleaning',
        }),
      ]),
    );

    // Released, the days are free again; the audit log has both writes.
    const released = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/calendar/blocks/${blockId}`,
      headers: manager.headers,
    });
    expect(released.json()).toMatchObject({ id: blockId, status: 'released' });
    expect(
      (await get(`/api/products/${piece.code}/quote?eventDate=${addDays(freeFrom, 1)}&period=4`)).statusCode,
    ).toBe(200);
    const audit = await ctx.app.db.execute(
      sql`select action from audit_log where entity_id = ${blockId} order by created_at, action`,
    );
    expect(audit.rows.map((r) => (r as { action: string }).action).sort()).toEqual([
      'piece.block',
      'piece.unblock',
    ]);
  });

  it('lists an order due for handover tomorrow, then as an overdue return', async () => {
    const piece = await pickPiece(ctx, 'men');
    const rented = await rentAndPay(piece, 12);
    // Move the clock to the day before delivery.
    const today = todayInIndia(ctx.clock.now);
    const toEve = addDays(rented.line.deliveryDate, -1);
    ctx.clock.advance(Date.parse(toEve) - Date.parse(today));
    const staffAgain = await signInAsStaff(ctx, 'staff', [await branchCode(piece.branchId)]);
    const day = (await get(`/api/staff/today?branch=${piece.branchId}`, staffAgain.headers)).json();
    expect(day.tomorrow).toBe(rented.line.deliveryDate);
    expect(day.handoversTomorrow).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: rented.orderId, billNo: rented.billNo, productCode: piece.code }),
      ]),
    );
    expect(day.counts.handoversTomorrow).toBeGreaterThanOrEqual(1);
    expect(day.unpaid.map((u: { orderId: string }) => u.orderId)).toContain(rented.orderId);

    // Handed over, and not back two days after the return date.
    await ctx.app.db.execute(
      sql`update order_lines set status = 'with_customer' where id = ${rented.line.id}`,
    );
    ctx.clock.advance(Date.parse(rented.line.returnDate) + 2 * DAY - Date.parse(toEve));
    const later = await signInAsStaff(ctx, 'staff', [await branchCode(piece.branchId)]);
    const late = (await get(`/api/staff/today?branch=${piece.branchId}`, later.headers)).json();
    expect(late.overdueReturns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: rented.orderId, returnDate: rented.line.returnDate }),
      ]),
    );
    expect(late.handoversTomorrow.map((l: { orderId: string }) => l.orderId)).not.toContain(rented.orderId);

    // Back at the counter: now it waits for inspection and is no longer late.
    await ctx.app.db.execute(sql`update order_lines set status = 'returned' where id = ${rented.line.id}`);
    const back = (await get(`/api/staff/today?branch=${piece.branchId}`, later.headers)).json();
    const ids = (list: { orderId: string }[]) => list.map((l) => l.orderId);
    expect(ids(back.awaitingInspection)).toContain(rented.orderId);
    expect(ids(back.overdueReturns)).not.toContain(rented.orderId);
    expect(back.counts.awaitingInspection).toBe(back.awaitingInspection.length);
  });
});
