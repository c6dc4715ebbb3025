import { computeTotals, quoteCredit, type RentalDates, todayInIndia, toPaise } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, notServedFrom, type PlaceOrder } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
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
import { type PaymentDeps, spendCreditOnOrder } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { confirmOrderPaidByCredit } from './confirm-order-payment.ts';
import { lockCustomerForOrder } from './queries.ts';
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
 * One transaction: re-checks the cart against today's prices and rules, writes the pending order
 * and its lines and holds each rented piece until now + holdMinutes (the exclusion constraint
 * refuses a taken piece: 409). With `useCredit` the customer's store credit pays first (the
 * advance, then the balance); when it covers the whole advance the order is confirmed here and
 * no payment is asked for. Any failure leaves nothing behind. The gateway is asked for what is
 * left of the advance afterwards, outside the transaction (placeOrder). An order already placed
 * with this Idempotency-Key is answered instead (`existing`), before anything is checked or written.
 */
export async function createPendingOrder(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  input: PlaceOrder,
  key: string,
  ctx: { now: Date; billNo: string; source?: OrderSource },
): Promise<{ existing: string } | { orderId: string; advancePaise: number }> {
  const { now, source } = ctx;
  const today = todayInIndia(now);
  const home = input.deliveryType === 'home';
  const [settings, ref, serving] = await Promise.all([
    getSettings(deps.db),
    getReference(deps.db),
    home ? branchesServing(deps.db, input.address.zipCode) : [],
  ]);
  return deps.db.transaction(async (tx) => {
    const existing = await lockCustomerForOrder(tx, userId, key);
    if (existing) return { existing };
    // Product order = lock order: two multi-item checkouts take their pieces in the same order.
    const rows = (await (source ? source.rows(tx) : cartRows(tx, userId))).sort(
      (a, b) => a.product.id - b.product.id,
    );
    // As before this check moved here: a party member's order is checked against their cart, not
    // against the party's piece (which the party's own flow chose; left as it was).
    if (home)
      refuseUnservedDelivery(
        serving,
        (source ? await cartRows(tx, userId) : rows).map((r) => r.product.branchId),
        input.address.zipCode,
        ref,
      );
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
    const productIds = lines.map((l) => l.product.id);
    const facts = await checkoutFacts(tx, userId, productIds, today);
    const memberDiscountPct = Math.max(facts.memberPct, (await source?.rentDiscountPct?.(tx)) ?? 0);
    const totals = computeTotals(
      lines.map((l) => l.price.priced),
      input.deliveryType,
      settings,
      memberDiscountPct,
    );
    await supersedeOwnPendingOrders(tx, facts.ownPending, now);
    if (input.whatsappOptIn) await recordConsent(tx, userId, 'whatsapp', true, 'checkout', now);

    const holdUntil = new Date(now.getTime() + settings.rental.holdMinutes * 60_000);
    const { address } = input;
    const written = await writePendingOrder(
      tx,
      {
        billNo: ctx.billNo,
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
        holdExpiresAt: holdUntil,
        createdAt: now,
      },
      lines.map(({ item, product, kit, price, choice }) => ({
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
        // exclusion constraint and is told the piece is gone. A kit's parts are booked together below.
        hold:
          item.kitGroup && choice
            ? null
            : (choice ?? { deliveryDate: today, returnDate: SALE_HOLD_LAST_DAY }),
      })),
      {
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
      },
    );
    const order = { id: written.orderId };
    await source?.linked?.(tx, order.id);

    const kitParts = new Map<string, { span: RentalDates; parts: KitPartBooking[] }>();
    lines.forEach(({ item, product, choice }, i) => {
      if (!item.kitGroup || !choice) return;
      const group = kitParts.get(item.kitGroup) ?? { span: choice, parts: [] };
      const label = ref.categoryById.get(product.categoryId)?.name ?? product.name;
      group.parts.push({ productId: product.id, code: product.code, label, lineId: written.lineIds[i]! });
      kitParts.set(item.kitGroup, group);
    });
    for (const { span, parts } of kitParts.values()) {
      await bookKitLine(tx, { parts, span, status: 'held', heldUntil: holdUntil, now });
    }

    let payNow = totals.advance;
    if (input.useCredit) {
      const spent = await spendCreditOnOrder(
        tx,
        { id: order.id, userId, billNo: ctx.billNo },
        totals.total,
        now,
      );
      payNow = quoteCredit(totals, spent).payNow;
      if (spent > 0 && payNow === 0) await confirmOrderPaidByCredit(tx, order.id, now);
    }
    return { orderId: order.id, advancePaise: toPaise(payNow) };
  });
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
