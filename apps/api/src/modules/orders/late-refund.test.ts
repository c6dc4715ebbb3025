import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalGateway } from '../../integrations/payment/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { appGateway, orderLedger, paymentDeps } from '../payments/index.ts';
import { refundLatePayment, retryLateRefunds } from './late-refund.ts';

let ctx: TestContext;
let gateway: LocalGateway;
beforeAll(async () => {
  ctx = await createTestApp();
  gateway = appGateway(ctx.app) as LocalGateway;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const HOLD_MS = 15 * 60_000;

type Placed = { order: { id: string }; payment: { gatewayOrderId: string; amountPaise: number } };

/** An order whose hold lapsed and whose piece someone else booked; then its payment arrives. */
async function latePayment(late: Customer) {
  const quick = await createCustomer(ctx);
  const piece = await pickPiece(ctx, 'men');
  await rentIntoCart(ctx, late, piece, eventIn(ctx, 30));
  const { order, payment } = (await placeOrder(ctx, late)).json() as Placed;
  ctx.clock.advance(HOLD_MS + 60_000);
  await rentIntoCart(ctx, quick, piece, eventIn(ctx, 30));
  expect((await placeOrder(ctx, quick)).statusCode).toBe(201);
  const paid = await payOrder(ctx, late, order.id, payment.gatewayOrderId);
  expect(paid.statusCode).toBe(409);
  return { order, payment, advance: payment.amountPaise / 100 };
}

async function state(orderId: string) {
  const [row] = (
    await ctx.app.db.execute<{
      order: string;
      payment: string;
      refundedPaise: number;
      paymentId: string;
      attention: string | null;
    }>(sql`select o.status as "order", p.status as payment,
      p.refunded_paise as "refundedPaise", p.payment_id as "paymentId", o.attention
      from orders o join payments p on p.order_id = o.id where o.id = ${orderId}`)
  ).rows;
  const lines = await ctx.app.db.execute<{ status: string }>(
    sql`select status from order_lines where order_id = ${orderId}`,
  );
  return { ...row!, lines: lines.rows.map((l) => l.status) };
}

const refundsOf = (paymentId: unknown) => gateway.refunds.filter((r) => r.paymentId === paymentId);

const orderPage = async (who: Customer, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })).json();

describe('a payment that arrives after someone else booked the piece', () => {
  it('is refunded in full through the gateway once, written in the ledger, and the order says so', async () => {
    const late = await createCustomer(ctx);
    const { order, payment, advance } = await latePayment(late);
    const after = await state(order.id);
    expect(after).toMatchObject({
      order: 'refunded',
      payment: 'refunded',
      refundedPaise: payment.amountPaise,
      attention: null,
      lines: ['refunded'],
    });
    const refunds = refundsOf(after.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPaise: payment.amountPaise });

    const { entries, summary } = await orderLedger(ctx.app.db, order.id);
    const refund = entries.find((e) => e.kind === 'payment_refund');
    expect(refund).toMatchObject({ amount: advance, method: 'online', reference: refunds[0]!.refundId });
    expect(summary).toMatchObject({ due: 0, refundable: 0 });

    const page = await orderPage(late, order.id);
    expect(page).toMatchObject({
      status: 'refunded',
      lateRefund: { amount: advance, refundId: refunds[0]!.refundId },
    });

    // The browser sending it again, another notice and the minute job refund nothing more.
    expect((await payOrder(ctx, late, order.id, payment.gatewayOrderId)).statusCode).toBe(409);
    expect(await retryLateRefunds(paymentDeps(ctx.app))).toBe(0);
    expect(refundsOf(after.paymentId)).toHaveLength(1);
    expect(
      (await orderLedger(ctx.app.db, order.id)).entries.filter((e) => e.kind === 'payment_refund'),
    ).toHaveLength(1);
  });

  it('stays refund_due with a note for staff when the refund fails, and a later run refunds it once', async () => {
    const refuse = vi
      .spyOn(gateway, 'refund')
      .mockRejectedValue(new AppError('UNAVAILABLE', 'The payment service is not reachable.'));
    const late = await createCustomer(ctx);
    const { order, advance } = await latePayment(late);
    expect(refuse).toHaveBeenCalledTimes(1);
    const failed = await state(order.id);
    expect(failed).toMatchObject({ order: 'refund_due', payment: 'refund_due', lines: ['refund_due'] });
    expect(failed.attention).toBe(
      `Automatic refund failed: refund ₹${advance.toLocaleString('en-IN')} by hand.`,
    );
    expect(await orderPage(late, order.id)).toMatchObject({
      status: 'refund_due',
      lateRefund: { amount: advance, refundId: null },
    });
    expect(await retryLateRefunds(paymentDeps(ctx.app))).toBe(0);

    refuse.mockRestore();
    const deps = paymentDeps(ctx.app);
    // Two runs at once (the job and a notice): one refund.
    const paymentRowId = (
      await ctx.app.db.execute<{ id: string }>(sql`select id from payments where order_id = ${order.id}`)
    ).rows[0]!.id;
    await Promise.all([refundLatePayment(deps, paymentRowId), retryLateRefunds(deps)]);
    expect(refundsOf(failed.paymentId)).toHaveLength(1);
    expect(await state(order.id)).toMatchObject({ order: 'refunded', payment: 'refunded', attention: null });
    expect(await retryLateRefunds(deps)).toBe(0);
    expect(refundsOf(failed.paymentId)).toHaveLength(1);
  });

  it('is not touched while its refund is being asked: a claimed payment is left alone', async () => {
    let release: () => void = () => {};
    const slow = vi.spyOn(gateway, 'refund').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ refundId: 'rfnd_slow_1' });
        }),
    );
    const late = await createCustomer(ctx);
    const pending = latePayment(late);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(await retryLateRefunds(paymentDeps(ctx.app))).toBe(0);
    release();
    const { order } = await pending;
    expect(slow).toHaveBeenCalledTimes(1);
    expect(await state(order.id)).toMatchObject({ order: 'refunded', payment: 'refunded' });
  });
});
