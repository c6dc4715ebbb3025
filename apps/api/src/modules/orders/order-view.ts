import { groupKitLines } from '@vastra/shared/rules';
import type { OrderDetail, OrderSummary } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { perConnection } from '../../db/prepared.ts';
import {
  branches,
  kits,
  ledgerEntries,
  orderLines,
  orders,
  payments,
  products,
  users,
} from '../../db/schema/index.ts';
import { type Executor, isUuid } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { type LineJson, orderDetailFrom } from './order-detail.ts';
import { ledgerJson, timelineJson } from './order-history.ts';

export const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = typeof orders.$inferSelect;

/**
 * 'Paid' once the gateway took the advance or store credit paid it (even if the order was later
 * cancelled or refunded). The outer columns are written out in full: drizzle leaves them
 * unqualified in a one-table query, where inside the subquery they would mean payments' own.
 */
const paidSql = sql<boolean>`("orders"."paid_at" is not null or exists (select 1 from ${payments}
  where ${payments.orderId} = "orders"."id"
  and ${payments.status} in ('captured', 'refund_due', 'refunding', 'refunded')))`;

/** The customer's own order, or 404 (also for another customer's order and for a malformed id). */
export async function ownOrder(db: Executor, userId: string, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The order's lines as one JSON array (a correlated subquery on "orders"."id"). */
const linesJson = sql<LineJson[] | null>`(select json_agg(json_build_object(
    'id', ${orderLines.id}, 'productCode', ${orderLines.productCode}, 'productName', ${orderLines.productName},
    'type', ${orderLines.type}, 'size', ${orderLines.size}, 'period', ${orderLines.period},
    'eventDate', ${orderLines.eventDate}, 'deliveryDate', ${orderLines.deliveryDate},
    'returnDate', ${orderLines.returnDate}, 'price', ${orderLines.price}, 'deposit', ${orderLines.deposit},
    'quantity', ${orderLines.quantity}, 'measurements', ${orderLines.measurements}, 'remark', ${orderLines.remark},
    'kitGroup', ${orderLines.kitGroup}, 'kitName', ${orderLines.kitName}, 'images', ${products.images},
    'grp', ${products.grp}, 'kitCode', ${kits.code}) order by ${orderLines.productCode}, ${orderLines.id})
  from ${orderLines} join ${products} on ${products.id} = ${orderLines.productId}
  left join ${kits} on ${kits.id} = ${orderLines.kitId}
  where ${orderLines.orderId} = "orders"."id")`;

/** An advance owed back or refunded for a late payment, with the gateway's refund id. */
const lateRefundsJson = sql<{ amountPaise: number; refundId: string | null }[] | null>`(select json_agg(
    json_build_object('amountPaise', ${payments.amountPaise}, 'refundId', ${ledgerEntries.reference}))
  from ${payments} left join ${ledgerEntries}
    on ${ledgerEntries.paymentId} = ${payments.id} and ${ledgerEntries.kind} = 'payment_refund'
  where ${payments.orderId} = "orders"."id" and ${payments.status} in ('refund_due', 'refunding', 'refunded'))`;

/** The order's own latest payment (not its part of an organiser's payment for a whole party). */
const ownPaymentJson = sql<OwnPayment | null>`(select json_build_object('provider', ${payments.provider},
    'gatewayOrderId', ${payments.gatewayOrderId}, 'amountPaise', ${payments.amountPaise})
  from ${payments} where ${payments.orderId} = "orders"."id" and ${payments.groupId} is null
  order by ${payments.createdAt} desc limit 1)`;

export type OwnPayment = { provider: string; gatewayOrderId: string; amountPaise: number };

/** GET /api/orders/{id}: what the Order details page shows: lines, amounts and the showroom's contacts. */
export async function orderDetail(db: Executor, orderId: string): Promise<OrderDetail> {
  return (await orderWithPayment(db, orderId)).order;
}

const orderViewQuery = perConnection((db: Executor) =>
  db
    .select({
      order: orders,
      branch: branches,
      paid: paidSql,
      lines: linesJson,
      events: timelineJson,
      entries: ledgerJson,
      refunds: lateRefundsJson,
      payment: ownPaymentJson,
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    // Named: planning this statement takes longer than running it, so each connection plans it once.
    .prepare('order_view'),
);

/**
 * The order page and the order's own latest payment, read in one statement (lines, steps, money
 * entries and refunds as JSON beside the order's row).
 */
export async function orderWithPayment(
  db: Executor,
  orderId: string,
): Promise<{ order: OrderDetail; payment: OwnPayment | null }> {
  const [head] = await orderViewQuery(db).execute({ orderId });
  if (!head) throw notFound(ORDER_NOT_FOUND);
  return { order: orderDetailFrom(head), payment: head.payment };
}

/** GET /api/orders: the My orders list, newest first, each with its first item. */
export async function listOrders(db: Executor, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select({ order: orders, paid: paidSql })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: orderLines, grp: products.grp })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderLines.productCode), asc(orderLines.id));
  const byOrder = new Map<string, (typeof lines)[number][]>();
  for (const l of lines) byOrder.set(l.line.orderId, [...(byOrder.get(l.line.orderId) ?? []), l]);
  return rows.map(({ order, paid }) => {
    const own = byOrder.get(order.id) ?? [];
    const l = own[0];
    const tagged = own.map((x) => ({
      ...x,
      kit: x.line.kitGroup ? { code: '', name: x.line.kitName ?? '', group: x.line.kitGroup } : null,
    }));
    return {
      id: order.id,
      billNo: order.billNo,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      productCode: l?.line.productCode ?? null,
      size: l?.line.size ?? null,
      sizeLabel: l ? sizeLabel(l.grp, l.line.size) : null,
      deliveryDate: l?.line.deliveryDate ?? null,
      returnDate: l?.line.returnDate ?? null,
      total: order.total,
      advance: order.advance,
      balance: order.balance,
      paymentStatus: paid ? 'Paid' : 'Pending',
      items: groupKitLines(tagged, (x) => x.line.price).map((group) => ({
        kit: group.kind === 'kit' ? group.kit.name : null,
        price: group.price,
        pieces: group.lines.map((x) => ({
          code: x.line.productCode,
          sizeLabel: sizeLabel(x.grp, x.line.size),
        })),
      })),
    };
  });
}

/** An order with its customer and branch, for the pages that show all three. */
export function ordersWithCustomerAndBranch(db: Executor) {
  return db
    .select({ order: orders, user: users, branch: branches })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(branches, eq(branches.id, orders.branchId));
}

/** The first fields of every staff view of an order. */
export function staffOrderHead(order: typeof orders.$inferSelect, branch: typeof branches.$inferSelect) {
  const { id, billNo, status, orderType, deliveryType } = order;
  return {
    id,
    billNo,
    status,
    orderType,
    deliveryType,
    branch: { id: branch.id, code: branch.code, name: branch.name },
  };
}
