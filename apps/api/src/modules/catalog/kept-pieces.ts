import { daysBetween } from '@vastra/shared/rules';
import type { ProductCard } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { CardRow } from './cards.ts';
import type { Reference } from './reference.ts';

/**
 * The kept listing's pieces as the database gives them (record 33): one row per piece with its
 * listing fields, its busy days and its holds; the statements that load them in chunks and read
 * the ones written since a look.
 */

/** The fields a look reads of one piece besides its card's. */
type PieceFields = {
  active: boolean;
  /** The refundable deposit when it is not the base rent (the quote's). */
  deposit: number | null;
  price: number;
  searchText: string;
  /** created_at in microseconds since 1970, and as the database writes it (the cursor's text). */
  createdUs: number;
  createdText: string;
  timesBooked: number;
  discountPct: number;
};

/** One piece as the listing filters, sorts and shows it (the row as read, one object per piece). */
export type Piece = CardRow &
  PieceFields & {
    /** Confirmed busy ranges as [from, to) day numbers (days since 1970-01-01), flattened. */
    busy: number[] | null;
    /** Held bookings, flattened: [from, to) day numbers and held_until in microseconds. */
    holds: number[] | null;
    /** The card as last shown and the reference (names, branches) it was made with; its JSON is kept beside it. */
    shown: { ref: Reference; card: ProductCard } | null;
  };

/** A row as a look reads it; `id` is null on the one row of a look that found nothing. */
export type Row = Omit<CardRow, 'id'> &
  Omit<PieceFields, 'createdUs' | 'active'> & {
    xmin: string;
    epoch: string;
    id: number | null;
    active: boolean | null;
    createdUs: string;
    busy: number[] | null;
    holds: Array<number | string> | null;
  };

const FAR = 1_000_000_000;

/** The columns of one piece, its busy ranges as day numbers and its holds. */
const PIECE_COLUMNS = sql`p.id, p.code, p.slug, p.name, p.type, p.grp, p.category_id as "categoryId",
  p.branch_id as "branchId", p.size, p.colours, p.base_rent as "baseRent", p.sale_price as "salePrice",
  p.mrp, p.is_online as "isOnline", p.deposit,
  case when jsonb_array_length(p.images) > 0 then jsonb_build_array(p.images -> 0) else '[]'::jsonb end as images,
  p.is_active as active, p.price, p.search_text as "searchText",
  (extract(epoch from p.created_at) * 1000000)::int8::text as "createdUs", p.created_at::text as "createdText",
  p.times_booked as "timesBooked", p.discount_pct as "discountPct",
  case when b.busy <> '{}'::datemultirange then (
    select array_agg(e.day order by u.n, e.k)
    from unnest(b.busy) with ordinality u(r, n),
      lateral (values (1, coalesce(lower(u.r) - date '1970-01-01', ${-FAR})),
        (2, coalesce(upper(u.r) - date '1970-01-01', ${FAR}))) e(k, day)) end as busy,
  case when b.held <> '{}'::datemultirange then (
    select array_agg(e.v::text order by h.id, e.k)
    from bookings h, lateral (values (1, (h.delivery_date - date '1970-01-01')::int8),
      (2, (h.return_date + 2 - date '1970-01-01')::int8),
      (3, (extract(epoch from h.held_until) * 1000000)::int8)) e(k, v)
    where h.product_id = p.id and h.status = 'held') end as holds`;

const LOOK = sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
  (select n::text from listing_epoch where id = 1) as epoch`;

/** Pieces loaded per statement: each statement stays short, and the server answers between them. */
export const LOAD_CHUNK = 5_000;

/** The next active pieces after `afterId`, with the snapshot's xmin and the epoch. */
export const loadAfter = (afterId: number) => sql`with look as (${LOOK})
  select look.xmin, look.epoch, x.* from look left join lateral (
    select ${PIECE_COLUMNS}
    from products p left join piece_busy b on b.product_id = p.id
    where p.is_active and p.id > ${afterId}
    order by p.id limit ${LOAD_CHUNK}) x on true`;

/** The pieces written by transactions the last look did not see (xid8 as text). */
export const changedSince = (xmin: string) => sql`with look as (${LOOK}),
  changed as (
    select id from products where changed_xid >= ${xmin}::xid8
    union select product_id from piece_busy where changed_xid >= ${xmin}::xid8)
  select look.xmin, look.epoch, x.* from look left join lateral (
    select ${PIECE_COLUMNS}
    from changed c join products p on p.id = c.id left join piece_busy b on b.product_id = p.id) x on true`;

/** A YYYY-MM-DD date as days since 1970-01-01, as the statements above write busy days. */
export const dayNumber = (iso: string) => daysBetween('1970-01-01', iso);

/**
 * The row made into a piece, every piece written by this one literal so that all 100,000 share one
 * hidden class. The rows themselves do not: each row the driver makes ends up with a map of its own
 * (measured: 100,519 pieces, no two alike), so the listing's walk over them read every field through
 * V8's slowest (megamorphic) path, about 1 µs a piece and a third of an uncached listing's time
 * (record 33, addendum 2). Busy days are copied into a plain array of small integers.
 */
export function toPiece(r: Row & { id: number }): Piece {
  return {
    id: r.id,
    code: r.code,
    slug: r.slug,
    name: r.name,
    type: r.type,
    grp: r.grp,
    categoryId: r.categoryId,
    branchId: r.branchId,
    size: r.size,
    colours: r.colours,
    baseRent: r.baseRent,
    salePrice: r.salePrice,
    mrp: r.mrp,
    isOnline: r.isOnline,
    images: r.images,
    active: r.active === true,
    deposit: r.deposit,
    price: r.price,
    searchText: r.searchText,
    createdUs: Number(r.createdUs),
    createdText: r.createdText,
    timesBooked: r.timesBooked,
    discountPct: r.discountPct,
    busy: r.busy ? r.busy.map((day) => day | 0) : null,
    holds: r.holds ? r.holds.map(Number) : null,
    shown: null,
  };
}

/**
 * Whether the piece is taken for the days [from, to) at `nowUs` (microseconds): a confirmed range
 * meets them, or a hold that has not lapsed does (`pieceTaken`'s answer, from memory).
 */
export function isTaken(p: Piece, from: number, to: number, nowUs: number): boolean {
  const busy = p.busy;
  if (busy) {
    for (let i = 0; i < busy.length; i += 2) {
      if ((busy[i] as number) < to && from < (busy[i + 1] as number)) return true;
    }
  }
  const holds = p.holds;
  if (holds) {
    for (let i = 0; i < holds.length; i += 3) {
      if ((holds[i + 2] as number) >= nowUs && (holds[i] as number) < to && from < (holds[i + 1] as number))
        return true;
    }
  }
  return false;
}
