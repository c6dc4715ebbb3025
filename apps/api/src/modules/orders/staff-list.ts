import type { StaffOrderQuery, StaffOrderRow } from '@vastra/shared/schemas';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { branches, orderLines, orders, parties, partyOrders, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { likeContaining } from '../../lib/like.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { ordersWithCustomerAndBranch, staffOrderHead } from './order-view.ts';

/** The most rows one CSV export carries. */
export const CSV_MAX_ROWS = 10_000;

const DATE_COLUMN = { event: 'event_date', delivery: 'delivery_date', return: 'return_date' } as const;

/** A LIKE pattern that finds the text anywhere, with the text's own % _ \ taken literally. */

/** The lines of the order being filtered, as a correlated subquery condition. */
const lineWhere = (condition: SQL) =>
  sql`exists (select 1 from ${orderLines} ol where ol.order_id = "orders"."id" and ${condition})`;

/** Where-conditions for the staff member's view of orders under the query's filters. */
async function conditions(db: Executor, who: StaffUser, q: StaffOrderQuery): Promise<SQL[] | null> {
  const where: SQL[] = [];
  if (who.branchIds !== 'all') {
    if (who.branchIds.length === 0) return null;
    where.push(inArray(orders.branchId, who.branchIds));
  }
  if (q.branch) {
    const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, q.branch));
    if (!branch) return null;
    where.push(eq(orders.branchId, branch.id));
  }
  if (q.q) {
    const like = likeContaining(q.q);
    const digits = q.q.replace(/\D/g, '');
    where.push(sql`(${orders.billNo} ilike ${like}
      or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like}
      ${digits.length >= 3 ? sql`or ${users.mobile} like ${likeContaining(digits)}` : sql``}
      or ${lineWhere(sql`ol.product_code ilike ${like}`)})`);
  }
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.type) where.push(eq(orders.orderType, q.type));
  if (q.party)
    where.push(sql`exists (select 1 from ${partyOrders} po join ${parties} p on p.id = po.party_id
      where po.order_id = "orders"."id" and p.code = ${q.party})`);
  if (q.lineStatus) where.push(lineWhere(sql`ol.status = ${q.lineStatus}`));
  const column = sql.raw(`ol.${DATE_COLUMN[q.dateField]}`);
  if (q.from) where.push(lineWhere(sql`${column} >= ${q.from}`));
  if (q.to) where.push(lineWhere(sql`${column} <= ${q.to}`));
  return where;
}

function ordering(q: StaffOrderQuery): SQL[] {
  const dir = q.dir === 'asc' ? asc : desc;
  const firstDate = (col: keyof typeof DATE_COLUMN) =>
    sql`(select min(${sql.raw(`ol.${DATE_COLUMN[col]}`)}) from ${orderLines} ol where ol.order_id = "orders"."id")`;
  const key: Record<StaffOrderQuery['sort'], SQL> = {
    created: sql`${orders.createdAt}`,
    bill: sql`${orders.billNo}`,
    total: sql`${orders.total}`,
    event: firstDate('event'),
    delivery: firstDate('delivery'),
    return: firstDate('return'),
  };
  return [dir(key[q.sort]), dir(orders.id)];
}

/** Rows of the staff order table for one page (or the CSV's every row up to CSV_MAX_ROWS). */
export async function listStaffOrders(
  db: Executor,
  who: StaffUser,
  q: StaffOrderQuery,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrderRow[]; total: number }> {
  const where = await conditions(db, who, q);
  if (!where) return { items: [], total: 0 };
  const filter = and(...where);
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter);
  const rows = await ordersWithCustomerAndBranch(db)
    .where(filter)
    .orderBy(...ordering(q))
    .limit(paging.limit)
    .offset(paging.offset);
  const ids = rows.map((r) => r.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.productCode), asc(orderLines.id));
  const groups =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: partyOrders.orderId, code: parties.code, name: parties.name })
          .from(partyOrders)
          .innerJoin(parties, eq(parties.id, partyOrders.partyId))
          .where(inArray(partyOrders.orderId, ids));
  const items = rows.map(({ order, user, branch }) => {
    const group = groups.find((g) => g.orderId === order.id);
    const own = lines.filter((l) => l.orderId === order.id);
    const first = (pick: (l: (typeof own)[number]) => string | null) =>
      own
        .map(pick)
        .filter((d): d is string => d !== null)
        .sort()[0] ?? null;
    return {
      ...staffOrderHead(order, branch),
      customer: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), mobile: user.mobile },
      productCodes: own.map((l) => l.productCode),
      kitNames: [...new Set(own.flatMap((l) => (l.kitName ? [l.kitName] : [])))],
      lineStatuses: own.map((l) => l.status),
      eventDate: first((l) => l.eventDate),
      deliveryDate: first((l) => l.deliveryDate),
      returnDate: first((l) => l.returnDate),
      total: order.total,
      attention: order.attention,
      createdAt: order.createdAt.toISOString(),
      party: group ? { code: group.code, name: group.name } : null,
    };
  });
  return { items, total: counted?.n ?? 0 };
}
