import { randomUUID } from 'node:crypto';
import {
  computeTotals,
  type IsoDate,
  quoteCredit,
  type RentalDates,
  todayInIndia,
  toPaise,
} from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, notServedFrom, type PlaceOrder } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { freeOrderBookings, SALE_HOLD_LAST_DAY } from '../booking/index.ts';
import { cartRows, countItems, priceRows, rentalChoice } from '../cart/index.ts';
import { getReference, isAccessory, type Reference } from '../catalog/index.ts';
import { bookKitLine, type KitPartBooking } from '../kits/index.ts';
import { branchesServing } from '../location/index.ts';
import { membershipDiscountSql } from '../membership/index.ts';
import { recordConsent } from '../notifications/index.ts';
import { askGateway, type PaymentDeps, spendCreditOnOrder } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { confirmOrderPaidByCredit } from './confirm-order-payment.ts';
import { type CheckoutRead, lockCustomerForOrder, readCheckout } from './queries.ts';
import { changeOrderStatus } from './status.ts';
import {
  type PendingLineRow,
  type PendingOrderRow,
  type ProfileAddress,
  writePendingOrder,
} from './write-order.ts';

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
 * Most checkouts take two statements and no transaction (record 37): one reads everything, one
 * writes the order if the customer row is unchanged since. The rest, and any checkout that finds
 * the row changed, take the locked transaction (`placeLocked`).
 */
export async function createPendingOrder(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  userId: string,
  input: PlaceOrder,
  key: string,
  ctx: { now: Date; billNo: string; source?: OrderSource },
): Promise<{ existing: string } | PendingOrder> {
  const today = todayInIndia(ctx.now);
  const [settings, ref, serving, seen] = await Promise.all([
    getSettings(deps.db),
    getReference(deps.db),
    input.deliveryType === 'home' ? branchesServing(deps.db, input.address.zipCode) : [],
    ctx.source ? undefined : readCheckout(deps.db, userId, key, today),
  ]);
  const known: Known = { settings, ref, serving, today };
  if (seen?.existing) return { existing: seen.existing };
  if (seen) {
    const placed = await placeUnlocked(deps, seen, { userId, input, key, ...ctx }, known);
    if (placed) return placed;
  }
  return placeLocked(deps.db, { userId, input, key, ...ctx }, known);
}

/**
 * The order written: what is left of its advance for the gateway, in paise, and whether the
 * gateway order for it was opened and recorded with it already.
 */
export type PendingOrder = { orderId: string; advancePaise: number; paymentOpened?: boolean };

/** What checkout knows before it starts: today's rules, the catalogue's reference data. */
type Known = {
  settings: Awaited<ReturnType<typeof getSettings>>;
  ref: Reference;
  /** The branches that deliver to the order's pincode (home delivery), else []. */
  serving: number[];
  today: IsoDate;
};

type Checkout = {
  userId: string;
  input: PlaceOrder;
  key: string;
  now: Date;
  billNo: string;
  source?: OrderSource;
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
  return written && { orderId: written.orderId, advancePaise, paymentOpened: true };
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

/** Product order = lock order: two multi-item checkouts take their pieces in the same order. */
function byPiece<T extends SourceRow>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.product.id - b.product.id);
}

/**
 * The order's lines checked and priced by today's rules, and its totals: the cart must hold
 * something, no more than the cart's limit, every piece still offered and its dates still open.
 */
function planOrder(
  rows: SourceRow[],
  deliveryType: PlaceOrder['deliveryType'],
  memberDiscountPct: number,
  { settings, ref, today }: Known,
) {
  if (rows.length === 0) throw conflict(COMMERCE_MESSAGES.cartEmpty);
  if (countItems(rows.map((r) => r.item)) > settings.cart.maxItems)
    throw conflict(COMMERCE_MESSAGES.cartFull);
  const prices = priceRows(rows, settings.rental);
  const lines = rows.map(({ item, product, kit }, i) => {
    if (!product.isActive) throw conflict(COMMERCE_MESSAGES.unavailable);
    const price = prices[i]!;
    if (product.type === 'buy') return { item, product, kit, price, choice: null };
    const choice = rentalChoice(
      product,
      isAccessory(product, ref),
      { eventDate: item.eventDate, period: item.period },
      item.measurements,
      { today, rules: settings.rental },
    );
    return { item, product, kit, price, choice };
  });
  const totals = computeTotals(
    lines.map((l) => l.price.priced),
    deliveryType,
    settings,
    memberDiscountPct,
  );
  return { lines, totals };
}

/** The rows writePendingOrder writes for a planned order: the order, its lines, the profile. */
function orderRows(
  { lines, totals }: ReturnType<typeof planOrder>,
  { userId, input, key, now, billNo }: Checkout,
  { settings, today }: Known,
): [PendingOrderRow, PendingLineRow[], ProfileAddress] {
  const { address } = input;
  const order: PendingOrderRow = {
    id: randomUUID(),
    billNo,
    userId,
    orderType: totals.orderType,
    deliveryType: input.deliveryType,
    branchId: lines[0]!.product.branchId,
    address: { ...address, phone2: address.phone2 ?? '', road: address.road ?? '', country: 'India' },
    orderNotes: input.orderNotes ?? '',
    subtotal: totals.subtotal,
    discount: totals.discount,
    deliveryFee: totals.deliveryFee,
    gst: totals.gst,
    total: totals.total,
    advance: totals.advance,
    balance: totals.balance,
    idempotencyKey: key,
    holdExpiresAt: new Date(now.getTime() + settings.rental.holdMinutes * 60_000),
    createdAt: now,
  };
  const rows = lines.map(({ item, product, kit, price, choice }) => ({
    productId: product.id,
    productCode: product.code,
    productName: product.name,
    type: product.type,
    size: product.size,
    period: choice?.period ?? null,
    eventDate: choice?.eventDate ?? null,
    deliveryDate: choice?.deliveryDate ?? null,
    returnDate: choice?.returnDate ?? null,
    price: price.price,
    deposit: price.deposit,
    measurements: choice?.measurements ?? item.measurements,
    remark: item.remark,
    kitId: item.kitId,
    kitGroup: item.kitGroup,
    kitName: kit?.name ?? null,
    // A pre-used piece is held from today to the end of the calendar: a second buyer meets the
    // exclusion constraint and is told the piece is gone. A kit's parts are booked together.
    hold:
      item.kitGroup && choice ? null : (choice ?? { deliveryDate: today, returnDate: SALE_HOLD_LAST_DAY }),
  }));
  const profile = {
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    building: address.building,
    road: address.road ?? '',
    landmark: address.landmark,
    station: address.station,
    city: address.city,
    state: address.state,
    zip: address.zipCode,
    phone2: address.phone2 ?? '',
  };
  return [order, rows, profile];
}

/**
 * Home delivery goes from the branch that holds each piece: every piece's branch must deliver to
 * the pincode (`serving`: the branches that do), else the order is refused with an offer of pickup
 * at that branch. An empty bag is answered by the order itself; a pincode nobody serves is still
 * refused.
 */
function refuseUnservedDelivery(serving: number[], pieceBranches: number[], pincode: string, ref: Reference) {
  for (const branchId of new Set(pieceBranches)) {
    if (serving.includes(branchId)) continue;
    const message = notServedFrom(ref.branchById.get(branchId)?.name ?? 'the branch', pincode);
    throw badRequest(message, { 'address.zipCode': message });
  }
  if (pieceBranches.length === 0 && serving.length === 0) {
    throw badRequest(COMMERCE_MESSAGES.notServiceable, {
      'address.zipCode': COMMERCE_MESSAGES.notServiceable,
    });
  }
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
