import { addDays, todayInIndia } from '@vastra/shared/rules';
import type { StaffPeak } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/tx.ts';
import {
  bookedChanges,
  type DeltaRow,
  dailyCounts,
  intArray,
  type PeakQuery,
  piecesIn,
  rows,
  takes,
} from './peak.ts';
import {
  assemblePeak,
  type CountRow,
  type DayRow,
  type IdleRow,
  LIST_LIMIT,
  type NameRow,
} from './peak-assemble.ts';

/** The kept window: today and the next 120 days, so a 120-day view from today or tomorrow fits. */
const SNAPSHOT_DAYS = 121;
/** A kept picture older than this (two scheduled runs missed) is worked out again before use. */
export const SNAPSHOT_MAX_AGE_MS = 20 * 60_000;
/** Days per word of a piece's day bits (62, so a word's mask never reaches the sign bit). */
const WORD = 62;

/** The bits of word `word` (0: days 0-61, 1: days 62-123) for the days [start, end). */
function dayMask(start: number, end: number, word: number): bigint {
  const first = Math.max(start, word * WORD);
  const after = Math.min(end, (word + 1) * WORD);
  if (after <= first) return 0n;
  return ((1n << BigInt(after - first)) - 1n) << BigInt(first - word * WORD);
}

/** Only one process at a time works the picture out (the job, a server start or a request). */
const LOCK_KEY = 7_013_013;

export type SnapshotMeta = { windowFrom: string; days: number; computedAt: string; version: number };

export async function readSnapshotMeta(db: Executor): Promise<SnapshotMeta | null> {
  const [meta] = await rows<Omit<SnapshotMeta, 'computedAt'> & { computedMs: number }>(
    db,
    sql`select to_char(window_from, 'YYYY-MM-DD') as "windowFrom", days, version::int as version,
      (extract(epoch from computed_at) * 1000)::float8 as "computedMs"
    from peak_snapshot where id = 1`,
  );
  if (!meta) return null;
  const { computedMs, ...rest } = meta;
  return { ...rest, computedAt: new Date(Math.round(computedMs)).toISOString() };
}

/** Kept for today's window and recent enough to answer from. */
export const isFresh = (meta: SnapshotMeta | null, now: Date): meta is SnapshotMeta =>
  meta !== null &&
  meta.windowFrom === todayInIndia(now) &&
  now.getTime() - Date.parse(meta.computedAt) < SNAPSHOT_MAX_AGE_MS;

/** Replaces the kept picture with the bookings and holds as they are at `now` (inside `tx`). */
async function writeSnapshot(tx: Executor, now: Date): Promise<void> {
  const from = todayInIndia(now);
  const to = addDays(from, SNAPSHOT_DAYS - 1);
  const pieces = piecesIn({ from, days: SNAPSHOT_DAYS, branchIds: 'all' });
  const word = sql.raw(String(WORD));
  await tx.execute(sql`delete from peak_snapshot_sizes`);
  await tx.execute(sql`delete from peak_snapshot_days`);
  await tx.execute(sql`delete from peak_snapshot_pieces`);
  await tx.execute(sql`insert into peak_snapshot_sizes (branch_id, category_id, grp, size, pieces)
    select branch_id, category_id, grp, coalesce(size, 0), count(*)::int from (${pieces}) p group by 1, 2, 3, 4`);
  const daily = (await rows<DeltaRow>(tx, bookedChanges(pieces, from, to, now))).map((row) =>
    dailyCounts(row, SNAPSHOT_DAYS),
  );
  const dayRows = daily.map((d) => ({
    branch_id: d.branchId,
    category_id: d.categoryId,
    size: d.size,
    offsets: d.offsets,
    booked: d.booked,
  }));
  await tx.execute(sql`insert into peak_snapshot_days (branch_id, category_id, size, offsets, booked)
    select branch_id, category_id, size, offsets, booked from jsonb_to_recordset(${JSON.stringify(dayRows)}::jsonb)
      as x(branch_id int, category_id int, size int, offsets int[], booked int[])`);
  // Two words of day bits for each piece, set on the days some booking or hold takes it.
  await tx.execute(sql`insert into peak_snapshot_pieces
      (product_id, branch_id, category_id, grp, size, code, name, busy_lo, busy_hi)
    select p.id, p.branch_id, p.category_id, p.grp, p.size, q.code, q.name,
      coalesce(m.lo, 0), coalesce(m.hi, 0)
    from (${pieces}) p join products q on q.id = p.id
    left join (
      select product_id,
        bit_or(case when least(after, ${word}) > first
          then ((1::bigint << (least(after, ${word}) - first)) - 1) << first else 0 end) as lo,
        bit_or(case when after > greatest(first, ${word})
          then ((1::bigint << (after - greatest(first, ${word}))) - 1) << (greatest(first, ${word}) - ${word})
          else 0 end) as hi
      from (
        select b.product_id, greatest(b.delivery_date, ${from}::date) - ${from}::date as first,
          least(b.return_date, ${to}::date) - ${from}::date + 1 as after
        from bookings b where ${takes(from, to, now)}
      ) s group by 1
    ) m on m.product_id = p.id`);
  await tx.execute(sql`insert into peak_snapshot (id, window_from, days, computed_at, version)
    values (1, ${from}::date, ${SNAPSHOT_DAYS}, ${now.toISOString()}::timestamptz, 1)
    on conflict (id) do update set window_from = excluded.window_from, days = excluded.days,
      computed_at = excluded.computed_at, version = peak_snapshot.version + 1`);
}

/** Works the picture out again in one transaction (the scheduled job): readers see old or new, never half. */
export async function recomputePeakSnapshot(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await writeSnapshot(tx, now);
  });
}

/**
 * Works the picture out only if it is missing or stale; a caller that waited for another's
 * computation finds it fresh and does nothing. True when this call computed it.
 */
export async function refreshPeakSnapshotIfStale(db: Db, now: Date): Promise<boolean> {
  if (isFresh(await readSnapshotMeta(db), now)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if (isFresh(await readSnapshotMeta(tx), now)) return false;
    await writeSnapshot(tx, now);
    return true;
  });
}

/**
 * The view from the kept picture, or null when the asked days are not all inside its
 * window (the caller then works them out directly).
 */
export async function peakFromSnapshot(
  db: Executor,
  query: PeakQuery,
  meta: SnapshotMeta,
): Promise<StaffPeak | null> {
  const start = Math.round((Date.parse(query.from) - Date.parse(meta.windowFrom)) / 86_400_000);
  if (start < 0 || start + query.days > meta.days) return null;
  const branch =
    query.branchIds === 'all' ? sql`` : sql`and branch_id = any(${intArray(query.branchIds)}::int[])`;
  const category = query.categoryCode
    ? sql`and category_id = (select id from categories where code = ${query.categoryCode})`
    : sql``;
  const where: SQL = sql`where true ${branch} ${category}`;
  const [counts, days, idle, branches, categories] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select branch_id as "branchId", category_id as "categoryId", grp, size, pieces
      from peak_snapshot_sizes ${where}`,
    ),
    rows<DayRow>(
      db,
      sql`select branch_id as "branchId", category_id as "categoryId", size, offsets, booked
      from peak_snapshot_days ${where}`,
    ),
    rows<IdleRow & { total: number }>(
      db,
      sql`select product_id as "productId", code, name, branch_id as "branchId", category_id as "categoryId",
        grp, size, count(*) over ()::int as total
      from peak_snapshot_pieces ${where}
        and busy_lo & ${String(dayMask(start, start + query.days, 0))}::bigint = 0
        and busy_hi & ${String(dayMask(start, start + query.days, 1))}::bigint = 0
      order by code limit ${LIST_LIMIT}`,
    ),
    rows<NameRow>(db, sql`select id, code, name from branches`),
    rows<NameRow>(db, sql`select id, code, name from categories`),
  ]);
  const end = start + query.days;
  const daily = days.map((d) => {
    const offsets: number[] = [];
    const booked: number[] = [];
    d.offsets.forEach((offset, i) => {
      if (offset < start || offset >= end) return;
      offsets.push(offset - start);
      booked.push(d.booked[i] ?? 0);
    });
    return { ...d, offsets, booked };
  });
  return assemblePeak({
    from: query.from,
    days: query.days,
    counts,
    daily,
    idle: { total: idle[0]?.total ?? 0, items: idle },
    branches,
    categories,
    computedAt: meta.computedAt,
  });
}
