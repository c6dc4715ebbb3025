import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { storeCredits } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { recordLedger } from './ledger.ts';
import { spendCredit } from './store-credit.ts';

/** The order an amount of credit was spent on, and its customer. */
export type CreditOrder = { id: string; userId: string };

/**
 * Spends the customer's credit on an order (oldest grant first, never more than they have) and
 * writes it to the order's ledger as paid from store credit. Returns what was taken.
 */
export async function spendCreditOnOrder(
  tx: Executor,
  order: CreditOrder & { billNo: string },
  amount: number,
  at: Date,
): Promise<number> {
  const reason = `Order ${order.billNo}`;
  const spent = await spendCredit(tx, { userId: order.userId, amount, orderId: order.id, reason, now: at });
  await recordLedger(tx, [
    { orderId: order.id, userId: order.userId, kind: 'credit_spent', amount: -spent, method: 'credit', at },
  ]);
  return spent;
}

/** What the orders still hold of their customers' credit (spent less given back), by order id. */
export async function creditHeldBy(db: Executor, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: storeCredits.orderId, held: sql<number>`(-sum(${storeCredits.amount}))::int` })
    .from(storeCredits)
    .where(and(inArray(storeCredits.orderId, [...orderIds]), isNotNull(storeCredits.grantId)))
    .groupBy(storeCredits.orderId);
  return new Map(rows.filter((r) => r.orderId && r.held > 0).map((r) => [r.orderId ?? '', Number(r.held)]));
}

/**
 * Gives back up to `amount` (default: all) of the credit an order holds to the grants it came
 * from, the last taken first; each part keeps its grant's expiry (it is not extended, and part
 * of a grant that expired meanwhile stays lost). The order's ledger records it. Returns what went back.
 */
export async function giveBackOrderCredit(
  tx: Executor,
  order: CreditOrder,
  at: Date,
  amount = Number.POSITIVE_INFINITY,
): Promise<number> {
  const rows = await tx
    .select()
    .from(storeCredits)
    .where(and(eq(storeCredits.orderId, order.id), isNotNull(storeCredits.grantId)))
    .orderBy(desc(storeCredits.createdAt), asc(storeCredits.id));
  const heldByGrant = new Map<string, { held: number; expiresOn: string }>();
  for (const r of rows) {
    const grantId = r.grantId ?? '';
    const part = heldByGrant.get(grantId) ?? { held: 0, expiresOn: r.expiresOn };
    heldByGrant.set(grantId, { ...part, held: part.held - r.amount });
  }
  // Grants were spent oldest first, so their expiry order is the spend order: give back in reverse.
  const parts = [...heldByGrant.entries()].sort((a, b) => b[1].expiresOn.localeCompare(a[1].expiresOn));
  let left = amount;
  const back: (typeof storeCredits.$inferInsert)[] = [];
  for (const [grantId, part] of parts) {
    const give = Math.min(left, part.held);
    if (give <= 0) continue;
    back.push({
      userId: order.userId,
      orderId: order.id,
      kind: 'return',
      grantId,
      amount: give,
      expiresOn: part.expiresOn,
      reason: 'Given back from an order',
      createdAt: at,
    });
    left -= give;
  }
  if (back.length === 0) return 0;
  await tx.insert(storeCredits).values(back);
  const total = back.reduce((sum, r) => sum + r.amount, 0);
  await recordLedger(tx, [
    { orderId: order.id, userId: order.userId, kind: 'credit_returned', amount: total, method: 'credit', at },
  ]);
  return total;
}

/**
 * An order paid after all (a late payment for a lapsed or failed order) takes again, oldest
 * first, the credit it gave back when it lapsed, as far as the customer still has it; what is
 * missing stays due at the counter.
 */
export async function retakeOrderCredit(
  tx: Executor,
  order: CreditOrder & { billNo: string },
  at: Date,
): Promise<number> {
  const [row] = await tx
    .select({ returned: sql<number>`coalesce(sum(${storeCredits.amount}), 0)::int` })
    .from(storeCredits)
    .where(and(eq(storeCredits.orderId, order.id), eq(storeCredits.kind, 'return')));
  const returned = Number(row?.returned ?? 0);
  if (returned <= 0) return 0;
  return spendCreditOnOrder(tx, order, returned, at);
}
