import { addDays, daysBetween } from '@vastra/shared/rules';
import { PEAK_TOP_DATES, type PeakDate, type PeakRow, type StaffPeak } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { sizeLabel } from '../catalog/index.ts';
import { soldOutRanges } from './sold-out.ts';

/** How many idle pieces and sold-out stretches the view lists (the counts still count them all). */
const LIST_LIMIT = 100;

export type PeakQuery = {
  from: string;
  days: number;
  /** The branches to show: 'all' (an owner without a filter) or a list. */
  branchIds: number[] | 'all';
  categoryCode?: string | undefined;
};

const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as unknown as T[];
const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const percent = (booked: number, pieces: number) => (pieces > 0 ? Math.round((booked * 100) / pieces) : 0);

/** The rental pieces in view: active, at the branches and of the category asked for. */
function piecesIn(query: PeakQuery): SQL {
  const branch =
    query.branchIds === 'all' ? sql`` : sql`and p.branch_id = any(${intArray(query.branchIds)}::int[])`;
  const category = query.categoryCode
    ? sql`and p.category_id = (select id from categories where code = ${query.categoryCode})`
    : sql``;
  return sql`select p.id, p.branch_id, p.category_id, p.grp, p.size from products p
    where p.type = 'rent' and p.is_active ${branch} ${category}`;
}

/** A rental booking or hold that takes its piece on some day of [from, to]; a lapsed hold does not. */
const takes = (
  from: string,
  to: string,
  now: Date,
) => sql`b.kind = 'rental' and b.status in ('held', 'confirmed')
    and daterange(b.delivery_date, b.return_date, '[]') && daterange(${from}::date, ${to}::date, '[]')
    and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz)`;

type CountRow = { branchId: number; categoryId: number; grp: number; size: number; pieces: number };
type DeltaRow = { branchId: number; categoryId: number; size: number; days: number[]; deltas: number[] };
type DayRow = { branchId: number; categoryId: number; size: number; offsets: number[]; booked: number[] };

/**
 * Pieces booked per day from the day-by-day changes (+n on the first day of n bookings, -n on the
 * day after their last): a running sum, kept for the days with any booking.
 */
function dailyCounts(row: DeltaRow, days: number): DayRow {
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
type NameRow = { id: number; code: string; name: string };

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
    rows<DeltaRow>(
      db,
      sql`with spans as (
        select p.branch_id, p.category_id, coalesce(p.size, 0) as size,
          greatest(b.delivery_date, ${from}::date) - ${from}::date as first,
          least(b.return_date, ${to}::date) - ${from}::date + 1 as after
        from bookings b join (${pieces}) p on p.id = b.product_id
        where ${takes(from, to, now)}
      ), changes as (
        select branch_id, category_id, size, first as day, count(*)::int as delta from spans group by 1, 2, 3, 4
        union all
        select branch_id, category_id, size, after, -count(*)::int from spans group by 1, 2, 3, 4
      ), per_day as (
        select branch_id, category_id, size, day, sum(delta)::int as delta from changes group by 1, 2, 3, 4
      )
      select branch_id as "branchId", category_id as "categoryId", size,
        array_agg(day order by day) as days, array_agg(delta order by day) as deltas
      from per_day group by 1, 2, 3`,
    ),
    rows<
      { productId: number; code: string; name: string; branchId: number; categoryId: number } & {
        grp: number;
        size: number | null;
        total: number;
      }
    >(
      db,
      sql`select p.id as "productId", q.code, q.name, p.branch_id as "branchId", p.category_id as "categoryId",
        p.grp, p.size, count(*) over ()::int as total
      from (${pieces}) p join products q on q.id = p.id
      where not exists (select 1 from bookings b where b.product_id = p.id and ${takes(from, to, now)})
      order by q.code limit ${LIST_LIMIT}`,
    ),
    rows<NameRow>(db, sql`select id, code, name from branches`),
    rows<NameRow>(db, sql`select id, code, name from categories`),
  ]);
  const daily = changes.map((row) => dailyCounts(row, days));
  const branchById = new Map(branches.map((b) => [b.id, b]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const key = (branchId: number, categoryId: number) => `${branchId}:${categoryId}`;

  // Heat map rows: the sizes of a category at a branch added together, day by day.
  const heat = new Map<string, PeakRow>();
  for (const c of counts) {
    const k = key(c.branchId, c.categoryId);
    const row = heat.get(k) ?? {
      branchId: c.branchId,
      branchCode: branchById.get(c.branchId)?.code ?? '',
      branchName: branchById.get(c.branchId)?.name ?? '',
      categoryId: c.categoryId,
      categoryName: categoryById.get(c.categoryId)?.name ?? '',
      pieces: 0,
      booked: new Array<number>(days).fill(0),
      share: [],
    };
    row.pieces += c.pieces;
    heat.set(k, row);
  }
  for (const d of daily) {
    const row = heat.get(key(d.branchId, d.categoryId));
    if (!row) continue;
    d.offsets.forEach((offset, i) => {
      row.booked[offset] = (row.booked[offset] ?? 0) + (d.booked[i] ?? 0);
    });
  }
  const heatRows = [...heat.values()]
    .map((row) => ({ ...row, share: row.booked.map((n) => percent(n, row.pieces)) }))
    .sort((a, b) => a.branchCode.localeCompare(b.branchCode) || a.categoryName.localeCompare(b.categoryName));

  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const totalPieces = heatRows.reduce((sum, row) => sum + row.pieces, 0);
  const topDates: PeakDate[] = dates
    .map((date, i) => {
      const booked = heatRows.reduce((sum, row) => sum + (row.booked[i] ?? 0), 0);
      return { date, booked, pieces: totalPieces, share: percent(booked, totalPieces) };
    })
    .filter((d) => d.booked > 0)
    .sort((a, b) => b.booked - a.booked || a.date.localeCompare(b.date))
    .slice(0, PEAK_TOP_DATES);

  const soldOut = soldOutRanges(counts, daily, from).map((s) => ({
    branchId: s.branchId,
    branchCode: branchById.get(s.branchId)?.code ?? '',
    categoryId: s.categoryId,
    categoryName: categoryById.get(s.categoryId)?.name ?? '',
    sizeLabel: sizeLabel(s.grp, s.size === 0 ? null : s.size),
    pieces: s.pieces,
    from: s.from,
    to: s.to,
    days: daysBetween(s.from, s.to) + 1,
  }));

  return {
    from,
    to,
    days,
    dates,
    rows: heatRows,
    topDates,
    soldOut: { count: soldOut.length, items: soldOut.slice(0, LIST_LIMIT) },
    idle: {
      count: idle[0]?.total ?? 0,
      items: idle.map((p) => ({
        productId: p.productId,
        code: p.code,
        name: p.name,
        branchCode: branchById.get(p.branchId)?.code ?? '',
        categoryName: categoryById.get(p.categoryId)?.name ?? '',
        sizeLabel: sizeLabel(p.grp, p.size),
      })),
    },
    computedAt: now.toISOString(),
  };
}
