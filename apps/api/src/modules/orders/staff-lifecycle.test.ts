import { addDays } from '@vastra/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalGateway } from '../../integrations/payment/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { tinyPng } from '../../test-support/images.ts';
import { multipart } from '../../test-support/multipart.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { type PlacedRental, placedRental } from '../../test-support/staff-orders.ts';
import { appGateway } from '../payments/index.ts';
import { NO_ID_ON_FILE } from './staff-steps.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const png = tinyPng;

type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const detail = async (headers: Headers, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/staff/orders/${id}`, headers })).json();

async function uploadId(rental: PlacedRental) {
  const form = multipart(
    [
      { name: 'type', value: 'Aadhar Card' },
      { name: 'file', filename: 'id.png', data: png(), type: 'image/png' },
    ],
    rental.who.headers,
  );
  const res = await ctx.app.inject({ method: 'POST', url: '/api/me/documents', ...form });
  expect(res.statusCode).toBe(201);
}

/** Staff take a paid rental to the customer: prepare, ready, collect what is due, hand over. */
async function handOverRental(rental: PlacedRental, headers: Headers, collect: 'counter' | 'link') {
  const url = `/api/staff/orders/${rental.orderId}`;
  const before = await detail(headers, rental.orderId);
  const lineId = before.lines[0].id;
  expect((await post(headers, `${url}/prepare`, { lineId })).statusCode).toBe(200);
  expect((await post(headers, `${url}/ready`, { lineId })).statusCode).toBe(200);
  const early = await post(headers, `${url}/hand-over`, { lineId });
  expect(early.statusCode).toBe(409);
  expect(early.json().error.message).toContain(`₹${before.ledger.summary.due} is still due`);
  const deposit = before.lines[0].deposit;
  if (collect === 'counter') {
    const balance = before.ledger.summary.due - deposit;
    const paid = await post(headers, `${url}/payments`, {
      kind: 'balance',
      method: 'upi',
      amount: balance,
      reference: 'UPI-1',
    });
    expect(paid.json().ledger.summary.due).toBe(deposit);
    const tooMuch = await post(headers, `${url}/payments`, {
      kind: 'deposit',
      method: 'cash',
      amount: deposit + 1,
    });
    expect(tooMuch.statusCode).toBe(409);
    const rest = await post(headers, `${url}/payments`, { kind: 'deposit', method: 'cash', amount: deposit });
    expect(rest.json().ledger.summary.due).toBe(0);
  } else {
    const link = await post(headers, `${url}/payment-link`);
    expect(link.statusCode).toBe(200);
    expect(link.json().amountPaise).toBe(before.ledger.summary.due * 100);
    const page = await post(rental.who.headers, '/api/payments/local/complete', {
      gatewayOrderId: link.json().gatewayOrderId,
      outcome: 'pay',
    });
    const verified = await post(rental.who.headers, '/api/payments/verify', {
      orderId: rental.orderId,
      ...page.json(),
    });
    expect(verified.statusCode).toBe(200);
    expect((await detail(headers, rental.orderId)).ledger.summary.due).toBe(0);
  }
  const noId = await post(headers, `${url}/hand-over`, { lineId });
  expect(noId.statusCode).toBe(409);
  expect(noId.json().error.message).toBe(NO_ID_ON_FILE);
  await uploadId(rental);
  const handed = await post(headers, `${url}/hand-over`, { lineId, note: 'Aadhaar seen' });
  expect(handed.statusCode).toBe(200);
  expect(handed.json().lines[0].status).toBe('with_customer');
  return { lineId, deposit, returnDate: before.lines[0].returnDate as string };
}

describe('a whole rental run by staff', () => {
  it('hand over, a day late, a stain, the rest refunded at the counter, closed', async () => {
    const rental = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const url = `/api/staff/orders/${rental.orderId}`;
    const { lineId, deposit, returnDate } = await handOverRental(rental, member.headers, 'counter');

    // Brought back one day after the return date.
    ctx.clock.set(`${addDays(returnDate, 1)}T06:00:00Z`);
    const staff = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const returned = await post(staff.headers, `${url}/return`, { lineId });
    expect(returned.statusCode).toBe(200);
    const fee = Math.min(deposit, Math.round(((rental.piece.baseRent ?? 0) * 20) / 100));
    expect(returned.json().ledger.entries.at(-1)).toMatchObject({
      kind: 'late_fee',
      amount: fee,
      note: '1 day late',
    });
    expect(returned.json().ledger.summary.due).toBe(fee);

    const form = multipart(
      [
        { name: 'lineId', value: lineId },
        { name: 'condition', value: 'needs_cleaning' },
        { name: 'charges', value: JSON.stringify([{ code: 'stain' }]) },
        { name: 'note', value: 'Haldi on the hem' },
        { name: 'photos', filename: 'hem.png', data: png(), type: 'image/png' },
      ],
      staff.headers,
    );
    const inspected = await ctx.app.inject({ method: 'POST', url: `${url}/inspect`, ...form });
    expect(inspected.statusCode).toBe(200);
    const order = inspected.json();
    expect(order.lines[0].status).toBe('inspected');
    expect(
      order.ledger.entries.slice(-2).map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ['deposit_release', -deposit],
      ['damage_charge', 300],
    ]);
    expect(order.ledger.summary).toMatchObject({
      due: 0,
      refundable: deposit - fee - 300,
      charges: fee + 300,
    });
    const photo = await ctx.app.inject({
      method: 'GET',
      url: order.inspections[0].photoUrls[0],
      headers: staff.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');

    // Staff may not refund; a manager refunds what is left at the counter.
    expect((await post(staff.headers, `${url}/refund`, { method: 'upi', reference: 'R1' })).statusCode).toBe(
      403,
    );
    const closedEarly = await post(staff.headers, `${url}/close`, { lineId });
    expect(closedEarly.statusCode).toBe(409);
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const refunded = await post(manager.headers, `${url}/refund`, { method: 'upi', reference: 'UPI-R-9' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().ledger.entries.at(-1)).toMatchObject({
      kind: 'deposit_refund',
      amount: deposit - fee - 300,
      method: 'upi',
    });
    expect(refunded.json().ledger.summary).toMatchObject({ due: 0, refundable: 0 });

    const closed = await post(staff.headers, `${url}/close`, { lineId });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().lines[0].status).toBe('closed');
    const steps = closed.json().timeline.filter((e: { lineId: string | null }) => e.lineId === lineId);
    expect(steps.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'preparing',
      'ready',
      'with_customer',
      'returned',
      'inspected',
      'closed',
    ]);
    expect(steps[2]).toMatchObject({ actor: 'staff', note: 'Aadhaar seen' });

    // Every write is in the audit log.
    const owner = await signInAsStaff(ctx, 'owner');
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/audit?orderId=${rental.orderId}&pageSize=100`,
      headers: owner.headers,
    });
    const actions = audit
      .json()
      .items.map((r: { action: string }) => r.action)
      .sort();
    expect(actions).toEqual(
      [
        'order.prepare',
        'order.ready',
        'order.payment',
        'order.payment',
        'order.hand_over',
        'order.return',
        'order.inspect',
        'order.refund',
        'order.close',
      ].sort(),
    );
    expect(audit.json().items.every((r: { ip: string }) => r.ip !== '')).toBe(true);
  });

  it('a balance paid by payment link goes back through the gateway when the deposit is refunded', async () => {
    const rental = await placedRental(ctx);
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const url = `/api/staff/orders/${rental.orderId}`;
    const { lineId, deposit } = await handOverRental(rental, manager.headers, 'link');
    expect((await post(manager.headers, `${url}/return`, { lineId })).json().ledger.summary.due).toBe(0);
    const inspected = await ctx.app.inject({
      method: 'POST',
      url: `${url}/inspect`,
      ...multipart(
        [
          { name: 'lineId', value: lineId },
          { name: 'condition', value: 'ok' },
        ],
        manager.headers,
      ),
    });
    expect(inspected.json().ledger.summary.refundable).toBe(deposit);
    const gateway = appGateway(ctx.app) as LocalGateway;
    expect(gateway).toBeInstanceOf(LocalGateway);
    const refunded = await post(manager.headers, `${url}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().ledger.entries.at(-1)).toMatchObject({
      kind: 'deposit_refund',
      amount: deposit,
      method: 'online',
    });
    expect(gateway.refunds.at(-1)?.amountPaise).toBe(deposit * 100);
    const again = await post(manager.headers, `${url}/refund`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a move the line tables do not allow with 409, and writes nothing', async () => {
    const rental = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const url = `/api/staff/orders/${rental.orderId}`;
    const lineId = (await detail(member.headers, rental.orderId)).lines[0].id;
    const res = await post(member.headers, `${url}/return`, { lineId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('confirmed');
    const lost = await post(member.headers, `${url}/lost`, { lineId });
    expect(lost.statusCode).toBe(409);
    const after = await detail(member.headers, rental.orderId);
    expect(after.lines[0].status).toBe('confirmed');
    expect(after.ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['order_total', 'advance']);
  });

  it("cancels on the customer's behalf under the policy, as staff", async () => {
    const rental = await placedRental(ctx, { eventInDays: 30 });
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const res = await post(member.headers, `/api/staff/orders/${rental.orderId}/cancel`, {
      note: 'Wedding moved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().ledger.entries.map((e: { kind: string }) => e.kind)).toContain('cancellation_credit');
    expect(res.json().timeline.at(-1)).toMatchObject({ toStatus: 'cancelled', actor: 'staff' });
  });
});
