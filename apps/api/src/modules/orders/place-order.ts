import { randomBytes } from 'node:crypto';
import { type IsoDate, todayInIndia } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, type PlaceOrder, type PlaceOrderResult } from '@vastra/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { RETRYABLE_STATES } from '../../db/tx.ts';
import { badRequest, notFound, sqlState, UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { isServiceable } from '../location/index.ts';
import type { PaymentDeps } from '../payments/index.ts';
import { createOrderInTransaction } from './create-order.ts';
import { orderDetail } from './order-view.ts';

const BILL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A bill number people can read out on the phone: newBillNo('2026-12-09') → 'VST-261209-K7Q2XM'. */
export function newBillNo(today: IsoDate): string {
  const suffix = [...randomBytes(6)].map((b) => BILL_ALPHABET[b % BILL_ALPHABET.length]).join('');
  return `VST-${today.slice(2).replaceAll('-', '')}-${suffix}`;
}

async function orderIdByKey(db: Db, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** The order with what the browser needs to open the payment widget for it. */
export async function placedOrder(deps: PaymentDeps, orderId: string): Promise<PlaceOrderResult> {
  const [order, [payment]] = await Promise.all([
    orderDetail(deps.db, orderId),
    deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  if (!payment) throw notFound('Payment not found');
  return {
    order,
    payment: {
      provider: payment.provider === 'razorpay' ? 'razorpay' : 'local',
      keyId: deps.gateway.keyId,
      gatewayOrderId: payment.gatewayOrderId,
      amountPaise: payment.amountPaise,
      currency: 'INR',
    },
  };
}

/**
 * POST /api/orders. The Idempotency-Key makes a retried request (double click, lost response)
 * answer the order it already made; the unique index (user, key) settles two racing requests.
 * Deadlocks between concurrent bookings of one piece are retried: the retry then meets the
 * winner's booking and answers the spec's conflict.
 */
export async function placeOrder(
  deps: PaymentDeps,
  userId: string,
  input: PlaceOrder,
  key: string,
): Promise<{ created: boolean; result: PlaceOrderResult }> {
  const previous = await orderIdByKey(deps.db, userId, key);
  if (previous) return { created: false, result: await placedOrder(deps, previous) };
  if (input.deliveryType === 'home' && !(await isServiceable(deps.db, input.address.zipCode))) {
    throw badRequest(COMMERCE_MESSAGES.notServiceable, {
      'address.zipCode': COMMERCE_MESSAGES.notServiceable,
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const now = deps.now();
      const orderId = await createOrderInTransaction(deps, userId, input, key, {
        now,
        billNo: newBillNo(todayInIndia(now)),
      });
      return { created: true, result: await placedOrder(deps, orderId) };
    } catch (error) {
      const state = sqlState(error);
      if (state === UNIQUE_VIOLATION) {
        const raced = await orderIdByKey(deps.db, userId, key);
        if (raced) return { created: false, result: await placedOrder(deps, raced) };
        // Otherwise two orders drew the same bill number: draw again.
      } else if (!state || !RETRYABLE_STATES.has(state)) {
        throw error;
      }
      if (attempt >= 3) throw error;
    }
  }
}
