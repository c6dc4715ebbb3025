import { EXTENSION_MESSAGES, extensionQuote } from '@vastra/shared/rules';
import type { ExtensionPlaced, PlaceExtension } from '@vastra/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { orders, payments, rentalExtensions } from '../../db/schema/index.ts';
import { type Executor, isUuid, lockCustomer, lockPieceBookings, retriedTransaction } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { openPaymentIntent, type PaymentDeps } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { extendableLine } from './extendable.ts';
import { type ExtensionRow, giveBackDays, lapseLineExtensions, widenBooking } from './hold.ts';

/** The customer's own order, or 404 (another customer's order and a malformed id alike). */
export async function ownOrderRow(db: Executor, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const [row] = await db
    .select({ id: orders.id, billNo: orders.billNo })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('Order not found');
  return row;
}

const view = (ext: ExtensionRow): ExtensionPlaced['extension'] => ({
  id: ext.id,
  lineId: ext.lineId,
  days: ext.days,
  fromReturnDate: ext.fromReturnDate,
  returnDate: ext.toReturnDate,
  amount: ext.amount,
  status: ext.status,
  heldUntil: ext.heldUntil.toISOString(),
});

/**
 * POST /api/orders/{id}/extensions: in one transaction the piece's booking is widened to the new
 * return date (the exclusion constraint refuses it when another booking follows too closely:
 * 409, nothing changed) and the extension is held like any booking hold; then, with no
 * transaction open, the gateway order for its price is opened. A gateway failure gives the days
 * back at once.
 */
export async function placeExtension(
  deps: PaymentDeps,
  userId: string,
  orderId: string,
  input: PlaceExtension,
): Promise<ExtensionPlaced> {
  const order = await ownOrderRow(deps.db, userId, orderId);
  const settings = await getSettings(deps.db);
  const now = deps.now();
  const ext = await retriedTransaction(deps.db, async (tx) => {
    await lockCustomer(tx, userId);
    await lapseLineExtensions(tx, input.lineId, now);
    const line = await extendableLine(tx, order.id, input.lineId, now);
    const [waiting] = await tx
      .select({ id: rentalExtensions.id })
      .from(rentalExtensions)
      .where(and(eq(rentalExtensions.lineId, line.id), eq(rentalExtensions.status, 'held')));
    if (waiting) throw conflict(EXTENSION_MESSAGES.waiting, { extensionId: waiting.id });
    const quote = extensionQuote(line, input.days, settings.rental, settings.gstPct);
    if (quote.amount <= 0) throw conflict(EXTENSION_MESSAGES.notExtendable);
    await lockPieceBookings(tx, line.productId);
    await widenBooking(tx, line.bookingId, quote.returnDate);
    const [row] = await tx
      .insert(rentalExtensions)
      .values({
        orderId: order.id,
        lineId: line.id,
        bookingId: line.bookingId,
        days: input.days,
        fromReturnDate: line.returnDate,
        toReturnDate: quote.returnDate,
        rent: quote.rent,
        amount: quote.amount,
        status: 'held',
        heldUntil: new Date(now.getTime() + settings.rental.holdMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });

  let payment: ExtensionPlaced['payment'];
  try {
    payment = await openPaymentIntent(
      deps,
      { purpose: 'extension', orderId: order.id, receipt: order.billNo },
      ext.amount * 100,
    );
  } catch (error) {
    await deps.db.transaction((tx) => giveBackDays(tx, ext, 'failed'));
    throw error;
  }
  const [opened] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, payment.provider), eq(payments.gatewayOrderId, payment.gatewayOrderId)));
  await deps.db
    .update(rentalExtensions)
    .set({ paymentId: opened?.id ?? null })
    .where(eq(rentalExtensions.id, ext.id));
  return { extension: view(ext), payment };
}
