import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import type { LocalGateway } from '../../integrations/payment/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { tinyPng } from '../../test-support/images.ts';
import { multipart } from '../../test-support/multipart.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { type PlacedRental, placedRental } from '../../test-support/staff-orders.ts';
import { appGateway } from '../payments/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const png = tinyPng;
type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

/** A rental with the customer's ID on file, everything paid at the counter, handed over. */
async function withCustomer(rental: PlacedRental, headers: Headers) {
  const url = `/api/staff/orders/${rental.orderId}`;
  const form = multipart(
    [
      { name: 'type', value: 'ID Card' },
      { name: 'file', filename: 'card.png', data: png(), type: 'image/png' },
    ],
    rental.who.headers,
  );
  expect((await ctx.app.inject({ method: 'POST', url: '/api/me/documents', ...form })).statusCode).toBe(201);
  const order = (await ctx.app.inject({ method: 'GET', url, headers })).json();
  const lineId = order.lines[0].id as string;
  await post(headers, `${url}/prepare`, { lineId });
  await post(headers, `${url}/ready`, { lineId });
  await post(headers, `${url}/payments`, {
    kind: 'payment',
    method: 'card',
    amount: order.ledger.summary.due,
  });
  const handed = await post(headers, `${url}/hand-over`, { lineId });
  expect(handed.statusCode).toBe(200);
  return { url, lineId, order: handed.json() };
}

describe('late fees, losses, blocks and refunds that fail', () => {
  it('waives a late fee with a reason, and blocks a piece that needs repair after its buffer day', async () => {
    const rental = await placedRental(ctx);
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const { url, lineId, order } = await withCustomer(rental, manager.headers);
    const returnDate = order.lines[0].returnDate as string;
    const late = new Date(`${returnDate}T06:00:00Z`);
    late.setUTCDate(late.getUTCDate() + 3);
    ctx.clock.set(late.toISOString());
    const staff = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const returned = await post(staff.headers, `${url}/return`, { lineId, waiveReason: 'Family emergency' });
    expect(returned.statusCode).toBe(200);
    const [fee, waiver] = returned.json().ledger.entries.slice(-2);
    expect(fee).toMatchObject({ kind: 'late_fee', note: '3 days late' });
    expect(waiver).toMatchObject({ kind: 'waiver', amount: -fee.amount, note: 'Family emergency' });
    expect(returned.json().ledger.summary.due).toBe(0);

    const inspected = await ctx.app.inject({
      method: 'POST',
      url: `${url}/inspect`,
      ...multipart(
        [
          { name: 'lineId', value: lineId },
          { name: 'condition', value: 'needs_repair' },
          { name: 'charges', value: JSON.stringify([{ label: 'Torn dupatta edge', amount: 450 }]) },
        ],
        staff.headers,
      ),
    });
    expect(inspected.statusCode).toBe(200);
    expect(inspected.json().ledger.entries.at(-1)).toMatchObject({
      kind: 'damage_charge',
      amount: 450,
      note: 'Torn dupatta edge',
    });
    const blocks = await ctx.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.productId, rental.piece.id), eq(bookings.kind, 'maintenance')));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ status: 'confirmed', note: 'Repair after a rental' });
    // Inspected three days after the return date: the block starts that day and lasts the repair days.
    expect(blocks[0]?.deliveryDate).toBe(late.toISOString().slice(0, 10));

    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/audit?orderId=${rental.orderId}`,
      headers: (await signInAsStaff(ctx, 'owner')).headers,
    });
    const ret = audit.json().items.find((r: { action: string }) => r.action === 'order.return');
    expect(ret.after).toMatchObject({ lateDays: 3, waived: true, status: 'returned' });
  });

  it('charges a lost piece at most its deposit and closes it', async () => {
    const rental = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const { url, lineId, order } = await withCustomer(rental, member.headers);
    const deposit = order.lines[0].deposit as number;
    const tooMuch = await post(member.headers, `${url}/lost`, { lineId, amount: deposit + 1 });
    expect(tooMuch.statusCode).toBe(400);
    const lost = await post(member.headers, `${url}/lost`, { lineId, note: 'Customer moved away' });
    expect(lost.statusCode).toBe(200);
    expect(
      lost
        .json()
        .ledger.entries.slice(-2)
        .map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ['deposit_release', -deposit],
      ['lost_charge', deposit],
    ]);
    expect(lost.json().ledger.summary).toMatchObject({ due: 0, refundable: 0 });
    const closed = await post(member.headers, `${url}/close`, { lineId });
    expect(closed.json().lines[0].status).toBe('closed');
  });

  it('a refund the gateway refuses is answered by a refund_failed entry and flags the order', async () => {
    const rental = await placedRental(ctx);
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const url = `/api/staff/orders/${rental.orderId}`;
    const order = (await ctx.app.inject({ method: 'GET', url, headers: manager.headers })).json();
    const link = await post(manager.headers, `${url}/payment-link`);
    const page = await post(rental.who.headers, '/api/payments/local/complete', {
      gatewayOrderId: link.json().gatewayOrderId,
      outcome: 'pay',
    });
    await post(rental.who.headers, '/api/payments/verify', { orderId: rental.orderId, ...page.json() });
    const cancelled = await post(manager.headers, `${url}/cancel`);
    const owed = cancelled.json().ledger.summary.refundable;
    expect(owed).toBe(order.ledger.summary.due);

    const gateway = appGateway(ctx.app) as LocalGateway;
    const refund = gateway.refund.bind(gateway);
    gateway.refund = async () => {
      throw new AppError('UNAVAILABLE', 'Refunds are paused.');
    };
    try {
      const failed = await post(manager.headers, `${url}/refund`);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toContain('Refunds are paused.');
    } finally {
      gateway.refund = refund;
    }
    const after = (await ctx.app.inject({ method: 'GET', url, headers: manager.headers })).json();
    expect(after.ledger.entries.slice(-2).map((e: { kind: string }) => e.kind)).toEqual([
      'payment_refund',
      'refund_failed',
    ]);
    expect(after.ledger.summary.refundable).toBe(owed);
    expect(after.attention).toContain('failed');
    const retried = await post(manager.headers, `${url}/refund`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().ledger.summary.refundable).toBe(0);
    expect(gateway.refunds.at(-1)?.amountPaise).toBe(owed * 100);
  });

  it("serves a customer's ID document to staff as an attachment and audits the look", async () => {
    const rental = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const { url, order } = await withCustomer(rental, member.headers);
    expect(order.documents).toHaveLength(1);
    const file = await ctx.app.inject({
      method: 'GET',
      url: order.documents[0].url,
      headers: member.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const other = await signInAsStaff(ctx, 'staff', [rental.branchCode === 'AMD' ? 'GKP' : 'AMD']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: order.documents[0].url, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/audit?orderId=${rental.orderId}&staffId=${member.staffId}`,
      headers: (await signInAsStaff(ctx, 'owner')).headers,
    });
    expect(audit.json().items.map((r: { action: string }) => r.action)).toContain('document.view');
    expect(url).toContain(rental.orderId);
  });
});
