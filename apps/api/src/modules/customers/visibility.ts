import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { isUuid } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';

const CUSTOMER_NOT_FOUND = 'Customer not found';

/** The branch ids as an SQL list, or null for an owner (every branch). */
function branchList(who: StaffUser): SQL | null {
  if (who.branchIds === 'all') return null;
  if (who.branchIds.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    who.branchIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Which customers a staff member may see: an owner every customer; a manager or staff member
 * those with an order at one of their branches (the people their counter serves).
 */
export function visibleCustomer(who: StaffUser): SQL {
  const list = branchList(who);
  const customer = sql`${users.role} = 'customer'`;
  if (!list) return customer;
  return sql`${customer} and exists (select 1 from orders o where o.user_id = ${users.id} and o.branch_id in ${list})`;
}

/** A customer the staff member may see; anyone else answers 404, as if they did not exist. */
export async function staffCustomer(db: Executor, who: StaffUser, id: string) {
  if (!isUuid(id)) throw notFound(CUSTOMER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.id} = ${id} and ${visibleCustomer(who)}`);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}
