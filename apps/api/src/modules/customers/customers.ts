import type { CustomerList, CustomerQuery, StaffCustomer } from '@vastra/shared/schemas';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { branches, documents, orders, staff, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { likeContaining } from '../../lib/like.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { getMeasurements } from '../account/index.ts';
import { managerChoices } from './relationship.ts';
import { staffCustomer, visibleCustomer } from './visibility.ts';

const LIST_LIMIT = 50;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Orders of the customer the staff member can see (their branches'; an owner's: all). */
const ordersSeenBy = (who: StaffUser): SQL | undefined =>
  who.branchIds === 'all' ? undefined : inArray(orders.branchId, who.branchIds.length ? who.branchIds : [-1]);

/** GET /api/staff/customers: by mobile (3 digits or more) or name, most recent orders first. */
export async function findCustomers(db: Executor, who: StaffUser, q: CustomerQuery): Promise<CustomerList> {
  const where: SQL[] = [visibleCustomer(who)];
  const text = q.q?.trim() ?? '';
  if (text) {
    const digits = text.replace(/\D/g, '');
    const like = likeContaining(text);
    where.push(
      digits.length >= 3 && digits.length === text.replace(/[\s+-]/g, '').length
        ? sql`${users.mobile} like ${`%${digits}%`}`
        : sql`${fullName} ilike ${like}`,
    );
  }
  const seen = ordersSeenBy(who);
  const counted = db
    .select({
      userId: orders.userId,
      n: sql<number>`count(*)::int`.as('n'),
      last: sql<Date>`max(${orders.createdAt})`.as('last'),
    })
    .from(orders)
    .where(seen)
    .groupBy(orders.userId)
    .as('counted');
  const rows = await db
    .select({
      id: users.id,
      name: fullName,
      mobile: users.mobile,
      city: users.city,
      orders: counted.n,
      last: counted.last,
    })
    .from(users)
    .leftJoin(counted, eq(counted.userId, users.id))
    .where(and(...where))
    .orderBy(sql`${counted.last} desc nulls last`, asc(users.mobile))
    .limit(LIST_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      mobile: r.mobile,
      city: r.city,
      orders: Number(r.orders ?? 0),
      lastOrderAt: r.last ? new Date(r.last).toISOString() : null,
    })),
  };
}

/** GET /api/staff/customers/{id}: profile, orders, measurements, documents and relationship manager. */
export async function customerDetail(db: Executor, who: StaffUser, id: string): Promise<StaffCustomer> {
  const user = await staffCustomer(db, who, id);
  // The reads below do not depend on one another: they go to the database together.
  const [orderRows, measured, docs, [branch], [rm], choices] = await Promise.all([
    db
      .select({
        id: orders.id,
        billNo: orders.billNo,
        status: orders.status,
        branchCode: branches.code,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(and(eq(orders.userId, user.id), ordersSeenBy(who)))
      .orderBy(desc(orders.createdAt)),
    getMeasurements(db, user.id),
    db
      .select({ id: documents.id, type: documents.type, createdAt: documents.createdAt })
      .from(documents)
      .where(eq(documents.userId, user.id))
      .orderBy(desc(documents.createdAt)),
    user.branchId
      ? db.select({ code: branches.code }).from(branches).where(eq(branches.id, user.branchId))
      : [],
    user.relationshipManagerId
      ? db
          .select({ id: staff.id, name: staff.name, mobile: staff.mobile })
          .from(staff)
          .where(eq(staff.id, user.relationshipManagerId))
      : [],
    managerChoices(db, who),
  ]);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    mobile: user.mobile,
    email: user.email,
    city: user.city,
    createdAt: user.createdAt.toISOString(),
    branchCode: branch?.code ?? null,
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    measurements: measured,
    // Opened through the latest order the staff member can see: that route checks and audits the look.
    documents: docs.map((d) => ({
      ...d,
      createdAt: d.createdAt.toISOString(),
      orderId: orderRows[0]?.id ?? null,
    })),
    relationshipManager: rm ?? null,
    managerChoices: choices,
  };
}
