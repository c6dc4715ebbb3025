import { computeTotals, quoteCredit, type RentalDates, todayInIndia, toPaise } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, type PlaceOrder } from '@vastra/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { perConnection } from '../../db/prepared.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { lockCustomer } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';
import { freeOrderBookings, releaseLapsedHoldsOf, SALE_HOLD_LAST_DAY } from '../booking/index.ts';
import { cartRows, countItems, priceRows, rentalChoice } from '../cart/index.ts';
import { getReference, isAccessory } from '../catalog/index.ts';
import { bookKitLine, type KitPartBooking } from '../kits/index.ts';
import { activeMembershipDiscount } from '../membership/index.ts';
import { recordConsent } from '../notifications/index.ts';
import { type PaymentDeps, spendCreditOnOrder } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { confirmOrderPaidByCredit } from './confirm-order-payment.ts';
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
 * left of the advance afterwards, outside the transaction (placeOrder).
 */
export async function createPendingOrder(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  input: PlaceOrder,
  key: string,
  ctx: { now: Date; billNo: string; source?: OrderSource },
): Promise<{ orderId: string; advancePaise: number }> {
  const { now, source } = ctx;
  const today = todayInIndia(now);
  const [settings, ref] = await Promise.all([getSettings(deps.db), getReference(deps.db)]);
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    // Product order = lock order: two multi-item checkouts take their pieces in the same order.
    const rows = (await (source ? source.rows(tx) : cartRows(tx, userId))).sort(
      (a, b) => a.product.id - b.product.id,
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
    const memberDiscountPct = Math.max(
      await activeMembershipDiscount(tx, userId, today),
      (await source?.rentDiscountPct?.(tx)) ?? 0,
    );
    const totals = computeTotals(
      lines.map((l) => l.price.priced),
      input.deliveryType,
      settings,
      memberDiscountPct,
    );
    const productIds = lines.map((l) => l.product.id);
    await supersedeOwnPendingOrders(tx, userId, productIds, now);
    if (input.whatsappOptIn) await recordConsent(tx, userId, 'whatsapp', true, 'checkout', now);
    await releaseLapsedHoldsOf(tx, productIds, now);

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

const ownPendingOrdersQuery = perConnection((db: Tx) =>
  db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.status, 'pending_payment'),
        sql`${orderLines.productId} = any(${sql.placeholder('productIds')}::int[])`,
      ),
    )
    .prepare('own_pending_orders'),
);

/**
 * A customer who dismissed the payment widget and places the order again must not be blocked
 * by their own unpaid hold: their earlier unpaid orders for the same pieces expire now.
 */
async function supersedeOwnPendingOrders(
  tx: Tx,
  userId: string,
  productIds: number[],
  now: Date,
): Promise<void> {
  const stale = await ownPendingOrdersQuery(tx).execute({ userId, productIds });
  const ids = stale.map((s) => s.id);
  if (ids.length === 0) return;
  await changeOrderStatus(tx, ids, { from: 'pending_payment', to: 'expired' }, { at: now });
  await freeOrderBookings(tx, ids);
}
