import { randomUUID } from 'node:crypto';
import { computeTotals, type IsoDate } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, notServedFrom, type PlaceOrder } from '@vastra/shared/schemas';
import { badRequest, conflict } from '../../lib/errors.ts';
import { SALE_HOLD_LAST_DAY } from '../booking/index.ts';
import { type CartRow, countItems, priceRows, rentalChoice } from '../cart/index.ts';
import { isAccessory, type Reference } from '../catalog/index.ts';
import type { getSettings } from '../system/index.ts';
import type { PendingLineRow, PendingOrderRow, ProfileAddress } from './write-order.ts';

/*
 * What a checkout decides before it writes, the same on either path (record 37): the lines checked
 * and priced by today's rules, the totals, and the rows the order statement writes.
 */

type SourceRow = CartRow;

/** What checkout knows before it starts: today's rules, the catalogue's reference data. */
export type Known = {
  settings: Awaited<ReturnType<typeof getSettings>>;
  ref: Reference;
  /** The branches that deliver to the order's pincode (home delivery), else []. */
  serving: number[];
  today: IsoDate;
};

export type Checkout = {
  userId: string;
  input: PlaceOrder;
  key: string;
  now: Date;
  billNo: string;
};

/** Product order = lock order: two multi-item checkouts take their pieces in the same order. */
export function byPiece<T extends SourceRow>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.product.id - b.product.id);
}

/**
 * The order's lines checked and priced by today's rules, and its totals: the cart must hold
 * something, no more than the cart's limit, every piece still offered and its dates still open.
 */
export function planOrder(
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
export function orderRows(
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
export function refuseUnservedDelivery(
  serving: number[],
  pieceBranches: number[],
  pincode: string,
  ref: Reference,
) {
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
