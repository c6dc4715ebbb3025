import { addDays } from '@vastra/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DateSpan, pieceTaken, pieceTakenByBookings } from './availability.ts';

/**
 * Record 31's check: the fast path (`piece_busy`) and a plain `NOT EXISTS` over the bookings must
 * call exactly the same pieces free, for random dates and filters, with dates next to buffer days,
 * lapsing holds, maintenance blocks and pieces on their way to another branch. The test suite runs
 * it on a moderate seed, `npm run check:availability` on the large one (in a rolled-back transaction).
 */

/** A small seeded generator (mulberry32): the same seed draws the same cases. */
export function randomSource(seed: number): { next: () => number; int: (n: number) => number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

type Random = ReturnType<typeof randomSource>;
type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as Rows<T>).rows;

const MINUTE = 60_000;
const spanRange = (from: string, to: string) => sql`daterange(${from}::date, ${to}::date + 2, '[)')`;

/** Inserts a booking unless it would meet a live one (so the exclusion constraint never fires). */
async function insertIfFree(
  db: Db,
  b: { productId: number; from: string; to: string; status: string; kind: string; heldUntil?: Date },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into bookings (product_id, delivery_date, return_date, status, kind, source, held_until)
      select ${b.productId}, ${b.from}::date, ${b.to}::date, ${b.status}, ${b.kind}, 'store',
        ${b.heldUntil ? b.heldUntil.toISOString() : null}::timestamptz
      where not exists (
        select 1 from bookings x where x.product_id = ${b.productId} and x.status in ('held', 'confirmed')
          and daterange(x.delivery_date, x.return_date + 2, '[)') && ${spanRange(b.from, b.to)})
      returning id`,
  );
  return rows.length > 0;
}

type EdgeCases = {
  /** Pieces given holds, blocks, arrivals and changed bookings. */
  pieceIds: number[];
  /** The instants worth asking at: before, at and just after holds lapse. */
  instants: Date[];
};

/**
 * Writes what makes availability hard onto `pieces` random rental pieces, through ordinary SQL
 * so the database's own triggers keep `piece_busy`: holds that lapse before `now`, at `now`, just
 * after it and much later (two on some pieces, with different expiries), maintenance blocks,
 * arrivals, and bookings confirmed, cancelled, released, moved and deleted.
 */
export async function addEdgeCases(
  db: Db,
  rnd: Random,
  now: Date,
  today: string,
  pieces = 150,
): Promise<EdgeCases> {
  const picked = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where type = 'rent'
      order by hashint4(id # ${rnd.int(1_000_000)}) limit ${pieces}`,
  );
  const ids = picked.map((r) => r.id);
  const expiries = [-MINUTE, 0, 1, 10 * MINUTE, 60 * MINUTE].map((ms) => new Date(now.getTime() + ms));
  const day = (from: number, span: number) => addDays(today, from + rnd.int(span));
  for (const [i, productId] of ids.entries()) {
    const start = day(3, 200);
    const len = 1 + rnd.int(6);
    switch (i % 8) {
      case 0:
      case 1: {
        // One or two holds with different expiries.
        const heldUntil = expiries[rnd.int(expiries.length)];
        await insertIfFree(db, {
          productId,
          from: start,
          to: addDays(start, len),
          status: 'held',
          kind: 'rental',
          heldUntil,
        });
        if (i % 8 === 1) {
          const later = addDays(start, len + 5 + rnd.int(10));
          const other = expiries[rnd.int(expiries.length)];
          await insertIfFree(db, {
            productId,
            from: later,
            to: addDays(later, len),
            status: 'held',
            kind: 'rental',
            heldUntil: other,
          });
        }
        break;
      }
      case 2:
        await insertIfFree(db, {
          productId,
          from: start,
          to: addDays(start, len),
          status: 'confirmed',
          kind: 'maintenance',
        });
        break;
      case 3:
        await db.execute(sql`update products set arrives_on = ${day(1, 30)}::date where id = ${productId}`);
        break;
      case 4: {
        // A hold that is confirmed (paid), another that is released.
        const heldUntil = expiries[3];
        if (
          await insertIfFree(db, {
            productId,
            from: start,
            to: addDays(start, len),
            status: 'held',
            kind: 'rental',
            heldUntil,
          })
        )
          await db.execute(sql`update bookings set status = 'confirmed', held_until = null
            where product_id = ${productId} and status = 'held'`);
        const later = addDays(start, len + 6);
        if (
          await insertIfFree(db, {
            productId,
            from: later,
            to: addDays(later, len),
            status: 'held',
            kind: 'rental',
            heldUntil,
          })
        )
          await db.execute(sql`update bookings set status = 'released'
            where product_id = ${productId} and status = 'held' and delivery_date = ${later}::date`);
        break;
      }
      case 5:
        // A confirmed booking cancelled; another deleted outright.
        await db.execute(sql`update bookings set status = 'cancelled' where id = (
          select id from bookings where product_id = ${productId} and status = 'confirmed'
          order by delivery_date desc limit 1)`);
        await db.execute(sql`delete from bookings where id = (
          select id from bookings where product_id = ${productId} and status = 'confirmed'
          order by delivery_date limit 1)`);
        break;
      case 6:
        // A booking extended by a day where that meets nobody, and an arrival called off.
        await db.execute(sql`update bookings b set return_date = b.return_date + 1 where b.id = (
            select id from bookings where product_id = ${productId} and status = 'confirmed'
            order by delivery_date desc limit 1)
          and not exists (select 1 from bookings x where x.product_id = b.product_id and x.id <> b.id
            and x.status in ('held', 'confirmed')
            and daterange(x.delivery_date, x.return_date + 2, '[)') && daterange(b.delivery_date, b.return_date + 3, '[)'))`);
        await db.execute(sql`update products set arrives_on = ${day(1, 20)}::date where id = ${productId}`);
        await db.execute(sql`update products set arrives_on = null where id = ${productId}`);
        break;
      default:
        // A trial day.
        await insertIfFree(db, { productId, from: start, to: start, status: 'confirmed', kind: 'trial' });
    }
  }
  const instants = [
    ...expiries,
    new Date(now.getTime() - 2 * MINUTE),
    new Date(now.getTime() + 10 * MINUTE + 1),
  ];
  return { pieceIds: ids, instants };
}

type Mismatch = {
  span: DateSpan;
  at: string;
  filter: string;
  productId: number;
  fast: boolean;
  plain: boolean;
};
type CheckResult = {
  cases: number;
  piecesCompared: number;
  free: number;
  taken: number;
  mismatches: Mismatch[];
};

/** Days worth asking about near a piece's bookings: the buffer days on each side and the edges. */
async function edgeSpans(db: Db, ids: number[], rnd: Random): Promise<DateSpan[]> {
  if (ids.length === 0) return [];
  const bounds = await rowsOf<{ d: string; r: string; a: string | null }>(
    db,
    sql`select b.delivery_date::text as d, b.return_date::text as r, null as a from bookings b
        where b.product_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and b.status in ('held', 'confirmed')
      union all
      select null, null, p.arrives_on::text from products p
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and p.arrives_on is not null`,
  );
  const spans: DateSpan[] = [];
  for (const b of bounds) {
    const len = rnd.int(8);
    if (b.a) {
      for (const d of [addDays(b.a, -1), b.a]) spans.push({ deliveryDate: d, returnDate: addDays(d, len) });
      continue;
    }
    // Ending the day before the buffer (free), on it (taken); starting on the buffer day or after it.
    for (const end of [addDays(b.d, -2), addDays(b.d, -1)])
      spans.push({ deliveryDate: addDays(end, -len), returnDate: end });
    for (const start of [addDays(b.r, 1), addDays(b.r, 2)])
      spans.push({ deliveryDate: start, returnDate: addDays(start, len) });
  }
  return spans;
}

/**
 * Asks `cases` random questions — a date span (half of them next to a booking's edges), an instant
 * and a filter (a category, a branch, a price bound, or the edge-case pieces) — and compares the
 * two answers for every piece the filter selects.
 */
export async function compareFastPath(
  db: Db,
  opts: { cases: number; seed: number; today: string; edges: EdgeCases; random?: Random },
): Promise<CheckResult> {
  const rnd = opts.random ?? randomSource(opts.seed);
  const categories = (await rowsOf<{ id: number }>(db, sql`select id from categories order by id`)).map(
    (r) => r.id,
  );
  const branches = (await rowsOf<{ id: number }>(db, sql`select id from branches order by id`)).map(
    (r) => r.id,
  );
  const edges = await edgeSpans(db, opts.edges.pieceIds, rnd);
  const result: CheckResult = { cases: 0, piecesCompared: 0, free: 0, taken: 0, mismatches: [] };
  const idList = sql.join(
    opts.edges.pieceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  for (let i = 0; i < opts.cases; i++) {
    let span: DateSpan;
    if (i % 2 === 0 && edges.length > 0) span = edges[rnd.int(edges.length)] as DateSpan;
    else {
      const from = addDays(opts.today, rnd.int(400) - 30);
      span = { deliveryDate: from, returnDate: addDays(from, rnd.int(10)) };
    }
    const at = opts.edges.instants[rnd.int(opts.edges.instants.length)] as Date;
    const filters: [string, SQL][] = [
      ['edge pieces', sql`p.id in (${idList})`],
      [
        `category`,
        sql`p.category_id = ${categories[rnd.int(categories.length)] ?? 0} and p.price <= ${1000 + rnd.int(20_000)}`,
      ],
      [
        `branch`,
        sql`p.branch_id = ${branches[rnd.int(branches.length)] ?? 0} and p.price <= ${500 + rnd.int(4_000)}`,
      ],
    ];
    const [name, where] = filters[i % 3 === 0 || opts.edges.pieceIds.length === 0 ? 1 + rnd.int(2) : 0] as [
      string,
      SQL,
    ];
    const rows = await rowsOf<{ id: number; fast: boolean; plain: boolean }>(
      db,
      sql`select p.id, ${pieceTaken(sql`p.id`, span, at)} as fast, ${pieceTakenByBookings(sql`p.id`, span, at)} as plain
        from products p where p.type = 'rent' and ${where}`,
    );
    result.cases += 1;
    result.piecesCompared += rows.length;
    for (const r of rows) {
      if (r.plain) result.taken += 1;
      else result.free += 1;
      if (r.fast !== r.plain && result.mismatches.length < 20)
        result.mismatches.push({
          span,
          at: at.toISOString(),
          filter: name,
          productId: r.id,
          fast: r.fast,
          plain: r.plain,
        });
    }
  }
  return result;
}
