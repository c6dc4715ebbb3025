import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import {
  bookings,
  cartItems,
  kits,
  orderLines,
  orders,
  products,
  sessions,
  storeCredits,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { liveSessionWhere, type SessionKey } from '../../plugins/auth.ts';
import { type CartRow, cartRowColumns } from '../cart/index.ts';
import { membershipDiscountSql } from '../membership/index.ts';

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

/**
 * Everything checkout needs to know before it writes, in one statement and without a lock, found
 * by the bearer's session, which the statement checks as the auth hook would (`liveSessionWhere`;
 * POST /api/orders asks this instead of the hook's own lookup, one round trip less, record 41):
 * the customer and the session, the customer row's version (its xmin, which the order statement
 * checks), the order already placed with this Idempotency-Key, the membership discount on rent,
 * the unpaid orders with their pieces, the latest WhatsApp choice, and the cart's rows (one row
 * with no item when the cart is empty).
 * Plain names in the fragments: drizzle leaves a raw fragment's columns unqualified.
 */
export function checkoutReadSelect(db: Db) {
  return db
    .select({
      userId: users.id,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      version: sql<string>`"users"."xmin"::text`,
      existing: sql<
        string | null
      >`(select o.id from orders o where o.user_id = "users"."id" and o.idempotency_key = ${sql.placeholder('key')})`,
      memberPct: membershipDiscountSql(users.id, sql.placeholder('today')),
      ownPending: sql<
        { id: string; pieces: number[] }[] | null
      >`(select json_agg(json_build_object('id', o.id,
          'pieces', array(select l.product_id from order_lines l where l.order_id = o.id)))
        from orders o where o.user_id = "users"."id" and o.status = 'pending_payment')`,
      whatsapp: sql<'yes' | 'no' | null>`(select c.granted from consents c
        where c.user_id = "users"."id" and c.channel = 'whatsapp' order by c.seq desc limit 1)`,
      ...cartRowColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(cartItems, eq(cartItems.userId, users.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(kits, eq(kits.id, cartItems.kitId))
    .where(
      liveSessionWhere(sql.placeholder('tokenHash'), sql.placeholder('now'), sql.placeholder('idleCutoff')),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

const checkoutReadQuery = perConnection((db: Db) =>
  checkoutReadSelect(db).prepare('checkout_read_by_session'),
);

export type CheckoutRead = {
  userId: string;
  /** The session the statement checked. */
  session: { sessionId: string; lastSeenAt: Date | string };
  /** The customer row's xmin when read: the order statement writes only if it is unchanged. */
  version: string;
  existing: string | null;
  memberPct: number;
  ownPending: { id: string; pieces: number[] }[];
  whatsapp: 'yes' | 'no' | null;
  rows: CartRow[];
};

/** What checkout reads before it writes (checkoutReadQuery); undefined when the session is not live. */
export async function readCheckout(
  db: Db,
  session: SessionKey,
  key: string,
  today: string,
): Promise<CheckoutRead | undefined> {
  const found = await checkoutReadQuery(db).execute({
    tokenHash: session.tokenHash,
    now: session.now,
    idleCutoff: session.idleCutoff,
    key,
    today,
  });
  const first = found[0];
  if (!first) return undefined;
  const rows: CheckoutRead['rows'] = [];
  for (const { item, product, kit } of found) {
    if (item && product) rows.push({ item, product, kit: kit?.code ? kit : null });
  }
  return {
    userId: first.userId,
    session: { sessionId: first.sessionId, lastSeenAt: first.lastSeenAt },
    version: first.version,
    existing: first.existing,
    memberPct: Number(first.memberPct ?? 0),
    ownPending: first.ownPending ?? [],
    whatsapp: first.whatsapp,
    rows,
  };
}
