import { addDays, atIndianHour, EXTENSION_MESSAGES, type IsoDate, MESSAGES } from '@vastra/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderLines } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { activeBookings, payOrder, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { type PlacedRental, placedRental } from '../../test-support/staff-orders.ts';
import { queueDueReminders } from '../notifications/index.ts';
import { lapseExtensions } from './hold.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Line = { id: string; returnDate: string; period: number; price: number };

async function orderOf(r: PlacedRental) {
  const res = await ctx.app.inject({ url: `/api/orders/${r.orderId}`, headers: r.who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    lines: Line[];
    ledger: { kind: string; amount: number }[];
    timeline: { step: string; label: string }[];
  };
}

const choices = (r: PlacedRental, headers = r.who.headers) =>
  ctx.app.inject({ url: `/api/orders/${r.orderId}/extensions`, headers });

const extend = (r: PlacedRental, lineId: string, days: number, headers = r.who.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${r.orderId}/extensions`,
    headers,
    payload: { lineId, days },
  });

async function rentalLine(r: PlacedRental): Promise<Line> {
  const [line] = (await orderOf(r)).lines;
  if (!line) throw new Error('the order has no line');
  return line;
}

/** Another customer's rental of the same piece whose delivery falls this many days after r's return. */
async function nextCustomerAfter(r: PlacedRental, line: Line, gapDays: number) {
  const other = await createCustomer(ctx);
  // Delivery is the day before the event.
  await rentIntoCart(ctx, other, r.piece, addDays(line.returnDate as IsoDate, gapDays + 1));
  return other;
}

describe('a customer extends a rental', () => {
  it('quotes 2, 4 and 6 more days from the surcharge table, holds, pays and moves the return date', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    const quote = await choices(r);
    expect(quote.statusCode).toBe(200);
    const [offer] = quote.json().lines;
    expect(offer.lineId).toBe(line.id);
    const base = line.price; // a 4-day rental carries no surcharge
    expect(offer.options).toEqual([
      {
        days: 2,
        returnDate: addDays(line.returnDate as IsoDate, 2),
        amount: Math.round(base * 1.1) - base,
        available: true,
      },
      {
        days: 4,
        returnDate: addDays(line.returnDate as IsoDate, 4),
        amount: Math.round(base * 1.2) - base,
        available: true,
      },
      {
        days: 6,
        returnDate: addDays(line.returnDate as IsoDate, 6),
        amount: Math.round(base * 1.3) - base,
        available: true,
      },
    ]);

    const placed = await extend(r, line.id, 2);
    expect(placed.statusCode, placed.body).toBe(201);
    const { extension, payment } = placed.json();
    expect(payment.amountPaise).toBe(offer.options[0].amount * 100);
    expect(extension.status).toBe('held');
    // Held: the days are kept for the customer, the order still shows the old date until paid.
    expect((await activeBookings(ctx, r.piece.id))[0]?.returnDate).toBe(extension.returnDate);
    expect((await rentalLine(r)).returnDate).toBe(line.returnDate);

    const paid = await payOrder(ctx, r.who, r.orderId, payment.gatewayOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = paid.json().order;
    expect(after.lines[0].returnDate).toBe(extension.returnDate);
    expect(after.lines[0].period).toBe(6);
    expect(after.lines[0].price).toBe(line.price + extension.amount);
    // The next choice is priced from the longer period: 6 → 8 days.
    const next = (await choices(r)).json().lines[0];
    expect(next.returnDate).toBe(extension.returnDate);
    expect(next.options[0].amount).toBe(Math.round(base * 1.2) - Math.round(base * 1.1));
    const kinds = after.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount]);
    expect(kinds).toContainEqual(['extension', extension.amount]);
    expect(kinds).toContainEqual(['payment', -extension.amount]);
    expect(after.money.due).toBe((await orderOf(r)).ledger.reduce((s, e) => s + e.amount, 0));
    expect(after.timeline.map((s: { step: string }) => s.step)).toContain('extended');

    // Paying again changes nothing more.
    const again = await payOrder(ctx, r.who, r.orderId, payment.gatewayOrderId);
    expect(again.json().order.ledger).toHaveLength(after.ledger.length);

    // Staff see the extension on the order page.
    const member = await signInAsStaff(ctx, 'staff', [r.branchCode]);
    const staff = await ctx.app.inject({ url: `/api/staff/orders/${r.orderId}`, headers: member.headers });
    expect(staff.json().lines[0].returnDate).toBe(extension.returnDate);
    expect(staff.json().ledger.entries.map((e: { kind: string }) => e.kind)).toContain('extension');
  });

  it('moves the return reminders to the new date', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    await ctx.app.db.update(orderLines).set({ status: 'with_customer' }).where(eq(orderLines.id, line.id));
    const { payment, extension } = (await extend(r, line.id, 4)).json();
    expect((await payOrder(ctx, r.who, r.orderId, payment.gatewayOrderId)).statusCode).toBe(200);

    const returnDue = async () =>
      (
        await ctx.app.db
          .select()
          .from(messages)
          .where(and(eq(messages.userId, r.who.userId), eq(messages.event, 'return_due')))
      ).length;
    await queueDueReminders(ctx.app.db, atIndianHour(addDays(line.returnDate as IsoDate, -1), 10));
    expect(await returnDue()).toBe(0);
    await queueDueReminders(ctx.app.db, atIndianHour(addDays(line.returnDate as IsoDate, 1), 10));
    const overdue = await ctx.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, r.who.userId), eq(messages.event, 'overdue')));
    expect(overdue).toHaveLength(0);
    await queueDueReminders(ctx.app.db, atIndianHour(addDays(extension.returnDate as IsoDate, -1), 10));
    expect(await returnDue()).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's order and 409 for a rental not yet paid", async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    const stranger = await createCustomer(ctx);
    expect((await choices(r, stranger.headers)).statusCode).toBe(404);
    expect((await extend(r, line.id, 2, stranger.headers)).statusCode).toBe(404);

    const unpaid = await placedRental(ctx, { paid: false });
    const unpaidLine = await rentalLine(unpaid);
    expect((await choices(unpaid)).json().lines).toEqual([]);
    const refused = await extend(unpaid, unpaidLine.id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(EXTENSION_MESSAGES.notExtendable);
    expect((await extend(r, line.id, 3)).statusCode).toBe(400);
  });

  it('refuses a second extension while one waits for payment', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    expect((await extend(r, line.id, 2)).statusCode).toBe(201);
    const second = await extend(r, line.id, 4);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(EXTENSION_MESSAGES.waiting);
  });

  it('gives the days back when unpaid in time, and takes them again for a late payment while free', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    const { payment, extension } = (await extend(r, line.id, 2)).json();
    ctx.clock.advance(20 * 60_000);
    expect(await lapseExtensions(ctx.app.db, ctx.clock.now)).toBeGreaterThanOrEqual(1);
    expect((await activeBookings(ctx, r.piece.id))[0]?.returnDate).toBe(line.returnDate);

    const late = await payOrder(ctx, r.who, r.orderId, payment.gatewayOrderId);
    expect(late.statusCode).toBe(200);
    expect(late.json().order.lines[0].returnDate).toBe(extension.returnDate);
  });

  it('gives the days back at once when the payment fails', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    const { payment } = (await extend(r, line.id, 6)).json();
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/local/complete',
      headers: r.who.headers,
      payload: { gatewayOrderId: payment.gatewayOrderId, outcome: 'fail' },
    });
    expect(failed.statusCode).toBe(200);
    expect((await activeBookings(ctx, r.piece.id))[0]?.returnDate).toBe(line.returnDate);
    // A new extension may be asked for straight away.
    expect((await extend(r, line.id, 2)).statusCode).toBe(201);
  });

  it('keeps money paid after the lapsed days were taken on the order, and the date does not move', async () => {
    const r = await placedRental(ctx);
    const line = await rentalLine(r);
    const { payment, extension } = (await extend(r, line.id, 2)).json();
    ctx.clock.advance(20 * 60_000);
    await lapseExtensions(ctx.app.db, ctx.clock.now);
    const other = await nextCustomerAfter(r, line, 2);
    expect((await placeOrder(ctx, other)).statusCode).toBe(201);

    const late = await payOrder(ctx, r.who, r.orderId, payment.gatewayOrderId);
    expect(late.statusCode).toBe(200);
    const order = late.json().order;
    expect(order.lines[0].returnDate).toBe(line.returnDate);
    expect(order.ledger.map((e: { kind: string }) => e.kind)).not.toContain('extension');
    expect(order.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toContainEqual([
      'payment',
      -extension.amount,
    ]);
  });
});

describe('an extension and another booking of the days after, at the same moment', () => {
  it('one wins, the other gets a clear 409, nothing is half-booked', async () => {
    for (let round = 0; round < 3; round++) {
      const r = await placedRental(ctx, { eventInDays: 20 + round * 20 });
      const line = await rentalLine(r);
      // Free now (one day kept between), taken once the rental is two days longer.
      const other = await nextCustomerAfter(r, line, 2);
      const offer = (await choices(r)).json().lines[0];
      expect(offer.options[0].available).toBe(true);

      const [ext, booked] = await Promise.all([extend(r, line.id, 2), placeOrder(ctx, other)]);
      const codes = [ext.statusCode, booked.statusCode].sort();
      expect(codes).toEqual([201, 409]);
      const spans = await activeBookings(ctx, r.piece.id);
      if (ext.statusCode === 201) {
        expect(booked.json().error.message).toBe(MESSAGES.conflict);
        expect(spans).toHaveLength(1);
        expect(spans[0]?.returnDate).toBe(addDays(line.returnDate as IsoDate, 2));
      } else {
        expect(ext.json().error.message).toBe(EXTENSION_MESSAGES.taken);
        expect(spans).toHaveLength(2);
        expect(spans[0]?.returnDate).toBe(line.returnDate);
        const held = await ctx.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from rental_extensions where line_id = ${line.id}`,
        );
        expect(held.rows[0]?.n).toBe(0);
      }
    }
  });
});
