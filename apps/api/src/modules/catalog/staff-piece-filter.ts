import type { PieceFilter } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { likeContaining } from '../../lib/like.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import type { Reference } from './reference.ts';

/**
 * A piece's status as one SQL expression on `p`: retired and sold pieces left the catalogue; a
 * piece still on its way to its new branch is moving; one with a maintenance block ending today or
 * later is blocked; every other piece is active.
 */
export function pieceStatusSql(today: string): SQL {
  return sql`case
    when p.retired_at is not null then 'retired'
    when not p.is_active then 'sold'
    when p.moved_from_branch_id is not null and p.arrives_on > ${today}::date then 'moving'
    when exists (
      select 1 from bookings b
      where b.product_id = p.id and b.kind = 'maintenance' and b.status = 'confirmed'
        and b.return_date >= ${today}::date) then 'blocked'
    else 'active' end`;
}

/** `%` and `_` typed by staff are letters, not wildcards. */

const idList = (ids: number[]) =>
  sql.join(
    (ids.length > 0 ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The WHERE conditions of a filter on `p`, limited to the staff member's branches (a piece on its
 * way out of one of them still shows there until it arrives). An unknown category is a 404.
 */
export function pieceConditions(filter: PieceFilter, who: StaffUser, ref: Reference, today: string): SQL {
  const where: SQL[] = [];
  if (who.branchIds !== 'all') {
    const ids = idList(who.branchIds);
    where.push(
      sql`(p.branch_id in (${ids}) or (p.moved_from_branch_id in (${ids}) and p.arrives_on > ${today}::date))`,
    );
  }
  if (filter.branch) {
    const branch = ref.branchByCode.get(filter.branch.toUpperCase());
    where.push(sql`p.branch_id = ${branch && worksAt(who, branch.id) ? branch.id : -1}`);
  }
  if (filter.category) {
    const category = ref.categoryByKey.get(filter.category.toLowerCase());
    if (!category) throw notFound('Category not found');
    where.push(sql`p.category_id = ${category.id}`);
  }
  if (filter.group) where.push(sql`p.grp = ${filter.group === 'women' ? 2 : 1}`);
  if (filter.type) where.push(sql`p.type = ${filter.type}`);
  if (filter.size !== undefined) where.push(sql`p.size = ${filter.size}`);
  if (filter.colour) where.push(sql`p.colours @> array[${filter.colour}]::text[]`);
  if (filter.q) where.push(sql`p.search_text like ${likeContaining(filter.q.toLowerCase())}`);
  if (filter.status) where.push(sql`(${pieceStatusSql(today)}) = ${filter.status}`);
  return where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
}
