import type { PlaceOrder } from '@vastra/shared/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { bookings, orderLines, orders, storeCredits, users } from '../../db/schema/index.ts';

const orderByKeyQuery = perConnection((db: Db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))),
    )
    .prepare('order_by_key'),
);

/** The customer's order placed with this Idempotency-Key, if any. */
export async function orderIdByKey(db: Db, userId: string, key: string): Promise<string | undefined> {
  const [row] = await orderByKeyQuery(db).execute({ userId, key });
  return row?.id;
}

/** Placing an order saves its delivery address to the customer's profile. */
export async function saveAddressToProfile(db: Db, userId: string, address: PlaceOrder['address']) {
  await db
    .update(users)
    .set({
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
    })
    .where(eq(users.id, userId));
}

/**
 * Removes a pending order the gateway never opened a payment for, with its lines and holds: the
 * pieces are free again, the store credit it took is the customer's again (its spend rows go),
 * the cart is untouched and the same Idempotency-Key can be sent again.
 */
export async function abandonPendingOrder(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
    await tx.delete(bookings).where(inArray(bookings.orderLineId, lines));
    const gone = await tx
      .delete(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (gone.length > 0) await tx.delete(storeCredits).where(eq(storeCredits.orderId, orderId));
  });
}
