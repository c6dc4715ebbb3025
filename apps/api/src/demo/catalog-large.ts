import { COLOURS } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CATEGORY_PLANS } from './catalog-categories.ts';
import { SHADES } from './catalog-words.ts';

/**
 * Benchmark volumes generated inside the database (generate_series), so 100,000 products and
 * 1,000,000 bookings never travel through the client. Every "random" value is hashint8 of the
 * row number and a salt: the same rows on every run and on PGlite and PostgreSQL alike.
 */

/** u(g, salt): a uniform number in [0, 1) for row g. */
const u = (salt: number) =>
  sql.raw(`((hashint8(g::bigint * 64 + ${salt}) & 2147483647)::float8 / 2147483648)`);

/** A PostgreSQL array literal ('{"a","b"}'), passed as one parameter and cast in SQL. */
const pgArray = (items: readonly (string | number)[]) =>
  `{${items.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

const DAY_WINDOW_PAST = 180;
const DAY_WINDOW = 540;
/** A booking is at most 10 days plus a buffer day and a free day: a slot shorter than this cannot hold one. */
const MIN_SLOT = 13;

type CategoryRow = { id: number; code: string; grp: number; isAccessory: boolean; name: string };

/** One VALUES row per category, repeated by weight: accessories are a small share of stock. */
function categoryValues(categories: CategoryRow[]): { values: SQL; count: number } {
  const rows: SQL[] = [];
  for (const c of categories) {
    const plan = CATEGORY_PLANS.find((p) => p.row.code === c.code);
    const nouns = plan?.nouns ?? [c.name];
    const fabrics = (plan?.fabrics ?? ['Silk']).filter(Boolean);
    const [lo, hi] = plan?.rent ?? [1000, 5000];
    const weight = c.isAccessory ? 1 : 5;
    for (let i = 0; i < weight; i++) {
      rows.push(
        sql`(${rows.length + 1}::int, ${c.id}::int, ${c.code}::text, ${c.grp}::smallint, ${c.isAccessory}::boolean, ${c.name}::text, ${pgArray(nouns)}::text[], ${pgArray(fabrics)}::text[], ${lo}::int, ${hi}::int)`,
      );
    }
  }
  return { values: sql.join(rows, sql`, `), count: rows.length };
}

function shadeValues(): { values: SQL; count: number } {
  const rows = COLOURS.flatMap((colour) => SHADES[colour].map((shade) => [shade, colour] as const));
  return {
    values: sql.join(
      rows.map(([shade, colour], i) => sql`(${i + 1}::int, ${shade}::text, ${colour}::text)`),
      sql`, `,
    ),
    count: rows.length,
  };
}

/**
 * Inserts products numbered from..to (inclusive). Codes are the category code plus 100000 + the
 * row number, so they never meet the demo's DST1001-style codes or an earlier large run's.
 */
export async function insertLargeProducts(
  db: Db,
  opts: { from: number; to: number; categories: CategoryRow[]; branchIds: number[]; saleShare: number },
): Promise<void> {
  const cats = categoryValues(opts.categories);
  const shades = shadeValues();
  const colours = pgArray(COLOURS);
  await db.execute(sql`
    with cats(idx, id, code, grp, acc, cname, nouns, fabrics, lo, hi) as (values ${cats.values}),
    shades(idx, shade, colour) as (values ${shades.values}),
    gen as (select g from generate_series(${opts.from}::int, ${opts.to}::int) g),
    pick as (
      select g, c.*, s.shade, s.colour,
        c.nouns[1 + floor(${u(3)} * cardinality(c.nouns))::int] as noun,
        c.fabrics[1 + floor(${u(4)} * cardinality(c.fabrics))::int] as fabric,
        case when ${u(5)} < ${opts.saleShare} then 'buy' else 'rent' end as type,
        (c.lo + (c.hi - c.lo) * power(${u(6)}, 1.6))::int as value,
        case when ${u(11)} < 0.3 then (${colours}::text[])[1 + (floor(${u(12)} * 9)::int + array_position(${colours}::text[], s.colour)) % 10] end as colour2
      from gen
      join cats c on c.idx = 1 + floor(${u(1)} * ${cats.count})::int
      join shades s on s.idx = 1 + floor(${u(2)} * ${shades.count})::int
    ),
    priced as (
      select *, code || (100000 + g) as pcode, shade || ' ' || fabric || ' ' || noun as pname,
        greatest(499, round(value / 100.0) * 100 - case when ${u(7)} < 0.5 then 1 else 0 end)::int as rent,
        array_remove(array[colour, colour2], null) as cols
      from pick
    ),
    full_row as (
      select *,
        case when type = 'rent' then (round(rent * (4 + 4 * ${u(8)}) / 500.0) * 500 - 1)::int
             else (round(value * (4.5 + 3 * ${u(8)}) / 500.0) * 500 - 1)::int end as mrp
      from priced
    ),
    final as (
      select *, case when type = 'rent' then rent
                     else greatest(99, (round(mrp * (0.25 + 0.25 * ${u(9)}) / 100.0) * 100 - 1))::int end as price
      from full_row
    )
    insert into products (code, type, name, slug, grp, category_id, branch_id, size, colours, base_rent,
      deposit, mrp, sale_price, price, images, is_online, description, times_booked, discount_pct,
      search_text, created_at)
    select pcode, type, pname, trim(both '-' from regexp_replace(lower(pname), '[^a-z0-9]+', '-', 'g')),
      grp, id, (${pgArray(opts.branchIds)}::int[])[1 + floor(${u(13)} * ${opts.branchIds.length})::int],
      case when acc then null when grp = 1 then 34 + 2 * floor(${u(10)} * 7)::int
           else 34 + 2 * floor(${u(10)} * 6)::int end,
      cols,
      case when type = 'rent' then rent end,
      case when type = 'rent' and ${u(14)} < 0.5 then (greatest(1000, round(rent * 1.5 / 500.0) * 500))::int end,
      mrp,
      case when type = 'buy' then price end,
      price,
      jsonb_build_array(
        jsonb_build_object('key', 'p/' || pcode || '/1', 'alt', pname || ', front'),
        jsonb_build_object('key', 'p/' || pcode || '/2', 'alt', pname || ', back'),
        jsonb_build_object('key', 'p/' || pcode || '/3', 'alt', pname || ', close-up of the work')),
      ${u(15)} >= 0.08,
      fabric || ' ' || lower(noun) || ' from our ' || cname || ' collection. Fitting trial and alterations included.',
      floor(power(${u(16)}, 2.2) * 140)::int,
      round((mrp - price) * 100.0 / mrp)::smallint,
      lower(pname || ' ' || pcode || ' ' || cname || ' ' || array_to_string(cols, ' ')),
      now() - ${u(17)} * interval '730 days'
    from final`);
}

/** How many bookings each rental gets and how far apart they are. */
export function bookingPlan(bookings: number, rentals: number): { perProduct: number; slot: number } {
  const perProduct = Math.max(
    1,
    Math.min(Math.ceil(bookings / Math.max(1, rentals)), Math.floor(DAY_WINDOW / MIN_SLOT)),
  );
  return { perProduct, slot: Math.floor(DAY_WINDOW / perProduct) };
}

/**
 * Bookings for rentals with ids in [fromId, toId]: booking k of a product lies inside its own
 * slot [start + k*slot, start + (k+1)*slot), with the buffer day and a free day inside the slot,
 * so no two can meet (the exclusion constraint never fires). Slots run from 180 days ago to a
 * year ahead. Returns how many rows went in.
 */
export async function insertLargeBookings(
  db: Db,
  opts: { fromId: number; toId: number; perProduct: number; slot: number; limit: number; today: string },
): Promise<number> {
  const { perProduct, slot } = opts;
  const res = await db.execute(sql`
    with rows as (
      select p.id, k, (hashint8(p.id::bigint * 97 + k) & 2147483647) as h
      from products p cross join generate_series(0, ${perProduct - 1}::int) k
      where p.id between ${opts.fromId}::int and ${opts.toId}::int and p.type = 'rent'
      order by p.id, k
      limit ${opts.limit}::int
    ),
    spans as (
      select id, h, 4 + (h % 7)::int as len,
        ${opts.today}::date - ${DAY_WINDOW_PAST}::int + k * ${slot}::int as slot_start
      from rows
    )
    insert into bookings (product_id, status, source, delivery_date, return_date, created_at)
    select id,
      case when h % 20 = 0 then 'cancelled' else 'confirmed' end,
      case when h % 3 = 0 then 'store' else 'online' end,
      slot_start + ((h / 7) % (${slot}::int - len - 1))::int,
      slot_start + ((h / 7) % (${slot}::int - len - 1))::int + len - 1,
      (slot_start - 20)::timestamptz
    from spans`);
  return (
    (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (res as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}
