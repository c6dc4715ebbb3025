import { quoteCredit, type RentalDates, todayInIndia, toPaise } from '@vastra/shared/rules';
import type { PlaceOrder } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { type SessionKey, touchSession } from '../../plugins/auth.ts';
import { freeOrderBookings } from '../booking/index.ts';
import { cartRows } from '../cart/index.ts';
import { getReference } from '../catalog/index.ts';
import { bookKitLine, type KitPartBooking } from '../kits/index.ts';
import { branchesServing } from '../location/index.ts';
import { membershipDiscountSql } from '../membership/index.ts';
import { recordConsent } from '../notifications/index.ts';
import { askGateway, type PaymentDeps, spendCreditOnOrder } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import {
  byPiece,
  type Checkout as CheckoutInput,
  type Known,
  orderRows,
  planOrder,
  refuseUnservedDelivery,
} from './checkout-plan.ts';
import { confirmOrderPaidByCredit } from './confirm-order-payment.ts';
import { placedOrderView } from './placed-view.ts';
import { type CheckoutRead, lockCustomerForOrder, readCheckout } from './queries.ts';
import { changeOrderStatus } from './status.ts';
import { writePendingOrder } from './write-order.ts';

type SourceRow = Awaited<ReturnType<typeof cartRows>>[number];

/**
 * Where an order's lines come from when not from the cart (a wedding party member's choice):
 * the lines, an extra discount on the rent (the larger of it and the membership's applies) and
 * what to write in the order's own transaction once it exists (the link to the party).
 */
export type OrderSource = {
  rows(tx: Tx): Promise<SourceRow[]>;
  rentDiscountPct?(tx: Tx): Promise<number>;
  linked?(tx: Tx, orderId: string): Promise<void>;
};

/**
 * Writes the pending order for the customer's cart (or `source`), re-checked against today's
 * prices and rules, and holds each rented piece until now + holdMinutes (the exclusion constraint
 * refuses a taken piece: 409). An order already placed with this Idempotency-Key is answered
 * instead (`existing`), before anything is checked or written. Any failure leaves nothing behind.
 * The gateway is asked for the advance just before the order is written and recorded with it
 * (the unlocked path), or for what credit left of it after the commit (placeOrder).
 *
 * Most checkouts take two statements and no transaction (record 37): one checks the bearer's
 * session and reads everything (record 41), one writes the order if the customer row is unchanged
 * since. The rest, any checkout that finds the row changed, and an order placed for a customer
 * named by id (a wedding party's member, `source`), take the locked transaction (`placeLocked`).
 */
export async function createPendingOrder(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  who: Customer,
  input: PlaceOrder,
  key: string,
  ctx: { now: Date; billNo: string; source?: OrderSource },
): Promise<{ existing: string } | PendingOrder> {
  const today = todayInIndia(ctx.now);
  const [settings, ref, serving, seen] = await Promise.all([
    getSettings(deps.db),
    getReference(deps.db),
    input.deliveryType === 'home' ? branchesServing(deps.db, input.address.zipCode) : [],
    ctx.source || !who.session ? undefined : readCheckout(deps.db, who.session, key, today),
  ]);
  if (!who.userId) {
    // The statement checked the bearer's session (POST /api/orders, record 41).
    if (!seen) throw unauthenticated();
    who.userId = seen.userId;
    await touchSession(deps.db, seen.session, ctx.now);
  }
  const userId = who.userId;
  const known: Known = { settings, ref, serving, today };
  if (seen?.existing) return { existing: seen.existing };
  if (seen) {
    const placed = await placeUnlocked(deps, seen, { userId, input, key, ...ctx }, known);
    if (placed) return placed;
  }
  return placeLocked(deps.db, { userId, input, key, ...ctx }, known);
}

/**
 * Who places the order: the customer's id, or (POST /api/orders) the bearer's session, which
 * checkout's first statement checks and which then names the customer (`userId` is filled in;
 * 401 when the session is not live).
 */
export type Customer = { userId: string; session?: undefined } | { userId?: string; session: SessionKey };

type Checkout = CheckoutInput & { source?: OrderSource };

/**
 * The order written: what is left of its advance for the gateway, in paise, and whether the
 * gateway order for it was opened and recorded with it already.
 */
export type PendingOrder = {
  orderId: string;
  advancePaise: number;
  paymentOpened?: boolean;
  /** Its order page and payment, built from what was written (the unlocked path). */
  placed?: ReturnType<typeof placedOrderView>;
};

/**
 * The order from what `readCheckout` read, in one statement with no transaction: it writes only
 * if the customer row is as read, so a checkout of theirs that committed meanwhile (it updates
 * the row) sends this one to the locked path, which sees it. A cart or membership change meanwhile
 * is as if it came just after this checkout: the order is the cart as read. Null when the locked
 * path must do it: store credit, a first WhatsApp consent, a kit, an unpaid order of theirs
 * holding one of the pieces (superseded there), or the row changed.
 */
async function placeUnlocked(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  seen: CheckoutRead,
  checkout: Checkout,
  known: Known,
): Promise<PendingOrder | null> {
  const { input } = checkout;
  const rows = byPiece(seen.rows);
  if (input.deliveryType === 'home')
    refuseUnservedDelivery(
      known.serving,
      rows.map((r) => r.product.branchId),
      input.address.zipCode,
      known.ref,
    );
  const plan = planOrder(rows, input.deliveryType, seen.memberPct, known);
  const pieces = new Set(rows.map((r) => r.product.id));
  const needsLock =
    input.useCredit ||
    (input.whatsappOptIn && seen.whatsapp !== 'yes') ||
    rows.some((r) => r.item.kitGroup) ||
    seen.ownPending.some((order) => order.pieces.some((piece) => pieces.has(piece)));
  if (needsLock) return null;
  const [order, lines, profile] = orderRows(plan, checkout, known);
  // The gateway order first, so it is written with the order: a gateway that fails leaves nothing
  // behind; one opened for an order then refused (the piece taken) is simply never paid.
  const advancePaise = toPaise(plan.totals.advance);
  const payment =
    advancePaise > 0
      ? (await askGateway(deps, { purpose: 'order', orderId: order.id, receipt: order.billNo }, advancePaise))
          .row
      : undefined;
  const written = await writePendingOrder(deps.db, order, lines, profile, {
    seenVersion: seen.version,
    payment,
  });
  if (!written) return null;
  // The spread last: `{ ...row, more }` is slow on Node 20 (record 42); a line has neither field.
  const shown = lines.map((line, i) => ({
    product: plan.lines[i]!.product,
    kitCode: plan.lines[i]!.kit?.code ?? null,
    ...line,
  }));
  const placed = placedOrderView(written, order, shown, payment, known.ref);
  return { orderId: written.orderId, advancePaise, paymentOpened: true, placed };
}

/**
 * One transaction that first locks the customer (their checkouts, cart and membership changes run
 * one at a time) and reads everything again. With `useCredit` the customer's store credit pays
 * first (the advance, then the balance); when it covers the whole advance the order is confirmed
 * here and no payment is asked for.
 */
async function placeLocked(db: Db, checkout: Checkout, known: Known) {
  const { userId, input, key, now, source } = checkout;
  return db.transaction(async (tx) => {
    const existing = await lockCustomerForOrder(tx, userId, key);
    if (existing) return { existing };
    const rows = byPiece(await (source ? source.rows(tx) : cartRows(tx, userId)));
    // As before this check moved here: a party member's order is checked against their cart, not
    // against the party's piece (which the party's own flow chose; left as it was).
    if (input.deliveryType === 'home')
      refuseUnservedDelivery(
        known.serving,
        (source ? await cartRows(tx, userId) : rows).map((r) => r.product.branchId),
        input.address.zipCode,
        known.ref,
      );
    const productIds = rows.map((r) => r.product.id);
    const facts = await checkoutFacts(tx, userId, productIds, known.today);
    const memberPct = Math.max(facts.memberPct, (await source?.rentDiscountPct?.(tx)) ?? 0);
    const plan = planOrder(rows, input.deliveryType, memberPct, known);
    await supersedeOwnPendingOrders(tx, facts.ownPending, now);
    if (input.whatsappOptIn) await recordConsent(tx, userId, 'whatsapp', true, 'checkout', now);

    const [order, lines, profile] = orderRows(plan, checkout, known);
    const written = await writePendingOrder(tx, order, lines, profile);
    if (!written) throw new Error('the locked customer row was not updated');
    const orderId = written.orderId;
    await source?.linked?.(tx, orderId);

    const kitParts = new Map<string, { span: RentalDates; parts: KitPartBooking[] }>();
    plan.lines.forEach(({ item, product, choice }, i) => {
      if (!item.kitGroup || !choice) return;
      const group = kitParts.get(item.kitGroup) ?? { span: choice, parts: [] };
      const label = known.ref.categoryById.get(product.categoryId)?.name ?? product.name;
      group.parts.push({ productId: product.id, code: product.code, label, lineId: written.lineIds[i]! });
      kitParts.set(item.kitGroup, group);
    });
    for (const { span, parts } of kitParts.values()) {
      await bookKitLine(tx, { parts, span, status: 'held', heldUntil: order.holdExpiresAt, now });
    }

    const { totals } = plan;
    let payNow = totals.advance;
    if (input.useCredit) {
      const spent = await spendCreditOnOrder(
        tx,
        { id: orderId, userId, billNo: checkout.billNo },
        totals.total,
        now,
      );
      payNow = quoteCredit(totals, spent).payNow;
      if (spent > 0 && payNow === 0) await confirmOrderPaidByCredit(tx, orderId, now);
    }
    return { orderId, advancePaise: toPaise(payNow) };
  });
}

/**
 * What checkout reads about the customer once the cart is known, in one statement: the
 * membership discount on rent and their own unpaid orders holding any of these pieces.
 */
const checkoutFactsQuery = perConnection((db: Tx) =>
  db
    .select({
      memberPct: membershipDiscountSql(users.id, sql.placeholder('today')),
      // Plain names: drizzle leaves columns in a raw fragment unqualified, and "id" would be ambiguous.
      // Every unpaid order with its pieces (a customer has a few at most); no array parameter,
      // so PostgreSQL keeps one plan for the statement instead of planning it on every call.
      ownPending: sql<
        { id: string; pieces: number[] }[] | null
      >`(select json_agg(json_build_object('id', o.id,
          'pieces', array(select l.product_id from order_lines l where l.order_id = o.id)))
        from orders o where o.user_id = users.id and o.status = 'pending_payment')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('checkout_facts'),
);

async function checkoutFacts(tx: Tx, userId: string, productIds: number[], today: string) {
  const [row] = await checkoutFactsQuery(tx).execute({ userId, today });
  const ownPending = (row?.ownPending ?? [])
    .filter((order) => order.pieces.some((piece) => productIds.includes(piece)))
    .map((order) => order.id);
  return { memberPct: Number(row?.memberPct ?? 0), ownPending };
}

/**
 * A customer who dismissed the payment widget and places the order again must not be blocked
 * by their own unpaid hold: their earlier unpaid orders for the same pieces expire now.
 */
async function supersedeOwnPendingOrders(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await changeOrderStatus(tx, ids, { from: 'pending_payment', to: 'expired' }, { at: now });
  await freeOrderBookings(tx, ids);
}
