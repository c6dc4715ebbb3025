import { addDays } from '@vastra/shared/rules';
import type { StaffPeak } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import {
  assemblePeak,
  type CountRow,
  type DayRow,
  type IdleRow,
  LIST_LIMIT,
  type NameRow,
} from './peak-assemble.ts';

export type PeakQuery = {
  from: string;
  days: number;
  /** The branches to show: 'all' (an owner without a filter) or a list. */
  branchIds: number[] | 'all';
  categoryCode?: string | undefined;
};

export const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as unknown as T[];
export const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The rental pieces in view: active, at the branches and of the category asked for. */
export function piecesIn(query: PeakQuery): SQL {
  const branch =
    query.branchIds === 'all' ? sql`` : sql`and p.branch_id = any(${intArray(query.branchIds)}::int[])`;
  const category = query.categoryCode
    ? sql`and p.category_id = (select id from categories where code = ${query.categoryCode})`
    : sql``;
  return sql`select p.id, p.code, p.name, p.branch_id, p.category_id, p.grp, p.size from products p
    where p.type = 'rent' and p.is_active ${branch} ${category}`;
}

/** A rental booking or hold that takes its piece on some day of [from, to]; a lapsed hold does not. */
export const takes = (
  from: string,
  to: string,
  now: Date,
) => sql`b.kind = 'rental' and b.status in ('held', 'confirmed')
    and daterange(b.delivery_date, b.return_date, '[]') && daterange(${from}::date, ${to}::date, '[]')
    and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz)`;

/**
 * A piece's bookings that take it in the window, looked up by the piece (`p.id`): its bookings
 * starting by the window's last day, through their index on piece and start.
 */
const takesPiece = (from: string, to: string, now: Date) =>
  sql`b.product_id = p.id and b.delivery_date <= ${to}::date and ${takes(from, to, now)}`;

/**
 * Per branch, category and size: where bookings of the pieces start (+n on the first day of n
 * bookings, counted from `from`) and end (-n on the day after their last), clipped to the window.
 * Every branch's pieces (`perPiece` false: the owner's view, the kept picture) are met through
 * the index of the bookings' spans, one pass over the window; a branch's pieces are asked one by
 * one (record 48): the window's bookings of all branches are many times the branch's own.
 */
export const bookedChanges = (pieces: SQL, from: string, to: string, now: Date, perPiece = false) =>
  sql`with spans as (
    select p.branch_id, p.category_id, coalesce(p.size, 0) as size,
      greatest(b.delivery_date, ${from}::date) - ${from}::date as first,
      least(b.return_date, ${to}::date) - ${from}::date + 1 as after
    from ${
      perPiece
        ? sql`(${pieces}) p cross join lateral (select b.delivery_date, b.return_date from bookings b
            where ${takesPiece(from, to, now)} offset 0) b`
        : sql`bookings b join (${pieces}) p on p.id = b.product_id and ${takes(from, to, now)}`
    }
  ), changes as (
    select branch_id, category_id, size, first as day, count(*)::int as delta from spans group by 1, 2, 3, 4
    union all
    select branch_id, category_id, size, after, -count(*)::int from spans group by 1, 2, 3, 4
  ), per_day as (
    select branch_id, category_id, size, day, sum(delta)::int as delta from changes group by 1, 2, 3, 4
  )
  select branch_id as "branchId", category_id as "categoryId", size,
    array_agg(day order by day) as days, array_agg(delta order by day) as deltas
  from per_day group by 1, 2, 3`;

export type DeltaRow = {
  branchId: number;
  categoryId: number;
  size: number;
  days: number[];
  deltas: number[];
};

/**
 * Pieces booked per day from the day-by-day changes (+n on the first day of n bookings, -n on the
 * day after their last): a running sum, kept for the days with any booking.
 */
export function dailyCounts(row: DeltaRow, days: number): DayRow {
  const offsets: number[] = [];
  const booked: number[] = [];
  let running = 0;
  let next = 0;
  for (let day = 0; day < days; day++) {
    while (next < row.days.length && (row.days[next] ?? days) <= day) running += row.deltas[next++] ?? 0;
    if (running > 0) {
      offsets.push(day);
      booked.push(running);
    }
  }
  return { branchId: row.branchId, categoryId: row.categoryId, size: row.size, offsets, booked };
}

/**
 * The peak-date view: for each category at each branch and each day of the window, how many of
 * its rental pieces are booked or held (one grouped pass over the bookings that meet the window,
 * found by their span's index, counting per branch, category and size where bookings start and
 * end; a running sum turns that into days); the busiest days; the sizes whose every piece was
 * taken on a day; and the pieces nobody booked in the whole window.
 */
export async function peakView(db: Executor, query: PeakQuery, now: Date): Promise<StaffPeak> {
  const { from, days } = query;
  const to = addDays(from, days - 1);
  const pieces = piecesIn(query);
  const [counts, changes, idle, branches, categories] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select branch_id as "branchId", category_id as "categoryId", grp, coalesce(size, 0) as size,
        count(*)::int as pieces
      from (${pieces}) p group by 1, 2, 3, 4`,
    ),
    rows<DeltaRow>(db, bookedChanges(pieces, from, to, now, query.branchIds !== 'all')),
    // Each piece asks for one booking in the window; a piece with none is idle.
    rows<IdleRow & { total: number }>(
      db,
      sql`select p.id as "productId", p.code, p.name, p.branch_id as "branchId", p.category_id as "categoryId",
        p.grp, p.size, count(*) over ()::int as total
      from (${pieces}) p
        left join lateral (select true as taken from bookings b where ${takesPiece(from, to, now)} limit 1) t on true
      where t.taken is null
      order by p.code limit ${LIST_LIMIT}`,
    ),
    rows<NameRow>(db, sql`select id, code, name from branches`),
    rows<NameRow>(db, sql`select id, code, name from categories`),
  ]);
  const daily = changes.map((row) => dailyCounts(row, days));
  return assemblePeak({
    from,
    days,
    counts,
    daily,
    idle: { total: idle[0]?.total ?? 0, items: idle },
    branches,
    categories,
    computedAt: now.toISOString(),
  });
}
