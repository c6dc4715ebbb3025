import { type IsoDate, todayInIndia } from '@vastra/shared/rules';
import type { OrderDetail, PlaceOrder, PlaceOrderResult } from '@vastra/shared/schemas';
import { RETRYABLE_STATES } from '../../db/tx.ts';
import { conflict, sqlState, UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { pooledRandomBytes } from '../../lib/random.ts';
import type { SessionKey } from '../../plugins/auth.ts';
import { openPaymentIntent, type PaymentDeps } from '../payments/index.ts';
import { type Customer, createPendingOrder, type OrderSource, type PendingOrder } from './create-order.ts';
import { type OwnPayment, orderWithPayment } from './order-view.ts';
import { abandonPendingOrder, orderIdByKey } from './queries.ts';

const BILL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A bill number people can read out on the phone: newBillNo('2026-12-09') → 'VST-261209-K7Q2XM'. */
function newBillNo(today: IsoDate): string {
  const suffix = [...pooledRandomBytes(6)].map((b) => BILL_ALPHABET[b % BILL_ALPHABET.length]).join('');
  return `VST-${today.slice(2).replaceAll('-', '')}-${suffix}`;
}

/** The order with what the browser needs to open the payment widget for it. */
async function placedOrder(deps: PaymentDeps, orderId: string): Promise<PlaceOrderResult> {
  return placedResult(deps, await orderWithPayment(deps.db, orderId));
}

function placedResult(
  deps: PaymentDeps,
  { order, payment }: { order: OrderDetail; payment: OwnPayment | null },
): PlaceOrderResult {
  // Store credit paid the whole advance: the order was confirmed without the gateway.
  if (!payment && order.status !== 'pending_payment') return { order, payment: null };
  // The gateway is still being asked for this order's payment (a retry raced the first request).
  if (!payment) throw conflict('Your order is still being placed. Please try again in a moment.');
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
 * winner's booking and answers the 'already booked' conflict.
 */
export async function placeOrder(
  deps: PaymentDeps,
  /** The customer's id, or the bearer's session still to check (POST /api/orders, record 41). */
  who: string | SessionKey,
  input: PlaceOrder,
  key: string,
  /** The lines when they do not come from the cart. */
  source?: OrderSource,
): Promise<{ created: boolean; result: PlaceOrderResult }> {
  const customer: Customer = typeof who === 'string' ? { userId: who } : { session: who };
  let pending: (PendingOrder & { billNo: string }) | undefined;
  for (let attempt = 1; !pending; attempt++) {
    try {
      const now = deps.now();
      const billNo = newBillNo(todayInIndia(now));
      const made = await createPendingOrder(deps, customer, input, key, { now, billNo, source });
      if ('existing' in made) return { created: false, result: await placedOrder(deps, made.existing) };
      pending = { billNo, ...made };
    } catch (error) {
      const state = sqlState(error);
      if (state === UNIQUE_VIOLATION && customer.userId) {
        const raced = await orderIdByKey(deps.db, customer.userId, key);
        if (raced) return { created: false, result: await placedOrder(deps, raced) };
        // Otherwise two orders drew the same bill number: draw again.
      } else if (!state || !RETRYABLE_STATES.has(state)) {
        throw error;
      }
      if (attempt >= 3) throw error;
    }
  }
  if (!pending.paymentOpened) await openOrderPayment(deps, pending);
  // The unlocked checkout knows the page of the order it wrote (record 38); the others read it.
  if (pending.placed) return { created: true, result: placedResult(deps, pending.placed) };
  return { created: true, result: await placedOrder(deps, pending.orderId) };
}

/**
 * Asks the gateway for what is left of the order's advance (nothing when store credit paid it)
 * with no transaction open (the order's own statement saved the address to the profile). When
 * the gateway fails, the pending order and its holds are removed (the cart is as it was) and the
 * failure is answered (503): placing the order again simply works.
 */
async function openOrderPayment(
  deps: PaymentDeps,
  pending: { orderId: string; billNo: string; advancePaise: number },
): Promise<void> {
  try {
    if (pending.advancePaise > 0)
      await openPaymentIntent(
        deps,
        { purpose: 'order', orderId: pending.orderId, receipt: pending.billNo },
        pending.advancePaise,
      );
  } catch (error) {
    // Should the clean-up fail too, the holds still lapse and the order expires on its own.
    await abandonPendingOrder(deps.db, pending.orderId).catch(() => undefined);
    throw error;
  }
}
