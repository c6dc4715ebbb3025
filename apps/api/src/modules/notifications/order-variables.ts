import { formatOrderDate, formatRupees } from '@vastra/shared/rules';
import { eq } from 'drizzle-orm';
import { branches, orderLines, orders, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { orderLedger } from '../payments/index.ts';

/**
 * Stands for the shop's public address in stored messages; the sender puts PUBLIC_URL in its
 * place, so a message queued inside a payment's transaction needs no configuration.
 */
export const ORIGIN = '{origin}';

/** A stored text with the shop's address in place: withOrigin('{origin}/order/1', 'https://vastra.in'). */
export function withOrigin(text: string, publicUrl: string): string {
  return text.replaceAll(ORIGIN, publicUrl.replace(/\/$/, ''));
}

/**
 * The words an order's messages are made of: the customer's first name, bill number, the first
 * piece and its dates, what is still due, the branch and the order page's link.
 */
export async function orderVariables(
  tx: Executor,
  orderId: string,
  lineId?: string,
): Promise<{
  userId: string;
  branchId: number;
  variables: Record<string, string>;
  /** The order's money as its ledger says, read once for the variables and for the caller. */
  summary: Awaited<ReturnType<typeof orderLedger>>['summary'];
} | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      billNo: orders.billNo,
      userId: orders.userId,
      branchId: orders.branchId,
      advance: orders.advance,
      name: users.firstName,
      branch: branches.name,
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const line = lines.find((l) => l.id === lineId) ?? lines[0];
  const { summary } = await orderLedger(tx, orderId);
  const date = (d: string | null | undefined) => (d ? formatOrderDate(d) : '');
  return {
    userId: order.userId,
    branchId: order.branchId,
    summary,
    variables: {
      name: order.name || 'customer',
      billNo: order.billNo,
      product: line ? `${line.productName} (${line.productCode})` : '',
      deliveryDate: date(line?.deliveryDate),
      eventDate: date(line?.eventDate),
      returnDate: date(line?.returnDate),
      advance: formatRupees(order.advance),
      balance: formatRupees(summary.due),
      branch: `Vastra ${order.branch}`,
      link: `${ORIGIN}/order/${order.id}`,
    },
  };
}
