import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { bookings, orderLines, orders, storeCredits, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

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

// Plain names in the fragment: drizzle leaves a raw fragment's columns unqualified.
const lockForOrderQuery = perConnection((db: Tx) =>
  db
    .select({
      existing: sql<
        string | null
      >`(select o.id from orders o where o.user_id = users.id and o.idempotency_key = ${sql.placeholder('key')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_customer_for_order'),
);

/**
 * Checkout's first statement: locks the customer (their checkouts, cart and membership changes
 * run one at a time) and answers the order already placed with this Idempotency-Key, if any. A
 * request racing it with the same key and committing meanwhile is caught by the unique index.
 */
export async function lockCustomerForOrder(tx: Tx, userId: string, key: string): Promise<string | null> {
  const [row] = await lockForOrderQuery(tx).execute({ userId, key });
  return row?.existing ?? null;
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
