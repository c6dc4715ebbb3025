import type { ProductCard, Sort } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { type CardRow, toCard } from './cards.ts';
import type { Reference } from './reference.ts';

/**
 * The listing answered from memory (record 33). Each process keeps every active piece's listing
 * fields and what makes it busy (`piece_busy` and its live holds), sorted once per sort, and
 * before each answer brings them up to date: one small statement reads the rows written since its
 * last look (the transaction ids the migration 0027 keeps), shared by every request waiting at
 * that moment. An answer therefore sees every booking committed before the request reached it,
 * as the database query does; the exclusion constraint still refuses a double booking. Losing
 * the index costs only a reload; until it is loaded the database answers.
 */

/** One piece as the listing filters, sorts and shows it. */
type Piece = {
  id: number;
  active: boolean;
  type: 'rent' | 'buy';
  grp: number;
  categoryId: number;
  branchId: number;
  size: number | null;
  price: number;
  colours: string[];
  searchText: string;
  /** created_at in microseconds since 1970, and as the database writes it (the cursor's text). */
  createdUs: number;
  createdText: string;
  timesBooked: number;
  discountPct: number;
  card: CardRow;
  /** Confirmed busy ranges as [from, to) day numbers (days since 1970-01-01), flattened. */
  busy: number[];
  /** Held bookings: [from, to) day numbers and held_until in microseconds. */
  holds: Array<[number, number, number]>;
};

type Row = Omit<CardRow, 'id'> & {
  xmin: string;
  epoch: string;
  id: number | null;
  active: boolean | null;
  price: number;
  searchText: string;
  createdUs: string;
  createdText: string;
  timesBooked: number;
  discountPct: number;
  busy: Array<[number, number]> | null;
  holds: Array<[number, number, number | string]> | null;
};

const FAR = 1_000_000_000;

/** The columns of one piece, its busy ranges as day numbers and its holds. */
const PIECE_COLUMNS = sql`p.id, p.code, p.slug, p.name, p.type, p.grp, p.category_id as "categoryId",
  p.branch_id as "branchId", p.size, p.colours, p.base_rent as "baseRent", p.sale_price as "salePrice",
  p.mrp, p.is_online as "isOnline",
  case when jsonb_array_length(p.images) > 0 then jsonb_build_array(p.images -> 0) else '[]'::jsonb end as images,
  p.is_active as active, p.price, p.search_text as "searchText",
  (extract(epoch from p.created_at) * 1000000)::int8::text as "createdUs", p.created_at::text as "createdText",
  p.times_booked as "timesBooked", p.discount_pct as "discountPct",
  (select json_agg(json_build_array(coalesce(lower(r) - date '1970-01-01', ${-FAR}),
      coalesce(upper(r) - date '1970-01-01', ${FAR})))
    from unnest(b.busy) r) as busy,
  case when b.held <> '{}'::datemultirange then (
    select json_agg(json_build_array(h.delivery_date - date '1970-01-01', h.return_date + 2 - date '1970-01-01',
      (extract(epoch from h.held_until) * 1000000)::int8))
    from bookings h where h.product_id = p.id and h.status = 'held') end as holds`;

const LOOK = sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
  (select n::text from listing_epoch where id = 1) as epoch`;

/** Every active piece, with the snapshot's xmin and the epoch the load saw. */
const FULL_LOAD = sql`with look as (${LOOK})
  select look.xmin, look.epoch, x.* from look left join lateral (
    select ${PIECE_COLUMNS}
    from products p left join piece_busy b on b.product_id = p.id
    where p.is_active) x on true`;

/** The pieces written by transactions the last look did not see (xid8 as text). */
const changedSince = (xmin: string) => sql`with look as (${LOOK}),
  changed as (
    select id from products where changed_xid >= ${xmin}::xid8
    union select product_id from piece_busy where changed_xid >= ${xmin}::xid8)
  select look.xmin, look.epoch, x.* from look left join lateral (
    select ${PIECE_COLUMNS}
    from changed c join products p on p.id = c.id left join piece_busy b on b.product_id = p.id) x on true`;

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD date as days since 1970-01-01. */
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

function toPiece(r: Row & { id: number }): Piece {
  const { xmin: _x, epoch: _e, active, createdUs, busy, holds, ...rest } = r;
  return {
    ...rest,
    active: active === true,
    createdUs: Number(createdUs),
    card: rest,
    busy: (busy ?? []).flat(),
    holds: (holds ?? []).map(([from, to, until]) => [from, to, Number(until)]),
  };
}

/** The key each sort orders by (ascending with the id; the descending sorts walk it backwards). */
type SortKey = 'created' | 'price' | 'timesBooked' | 'discountPct';
const SORTS: Record<Sort, { key: SortKey; desc: boolean }> = {
  latest: { key: 'created', desc: true },
  lowToHigh: { key: 'price', desc: false },
  highToLow: { key: 'price', desc: true },
  bestSelling: { key: 'timesBooked', desc: true },
  discounted: { key: 'discountPct', desc: true },
};
const KEYS: SortKey[] = ['created', 'price', 'timesBooked', 'discountPct'];
const keyOf = (p: Piece, key: SortKey) => (key === 'created' ? p.createdUs : p[key]);

/** Pieces in ascending (key, id) order, kept sorted as pieces come and go. */
class SortedPieces {
  readonly items: Piece[] = [];
  constructor(readonly key: SortKey) {}

  /** The first position whose (key, id) is not below (k, id). */
  lowerBound(k: number, id: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.items[mid] as Piece;
      const pk = keyOf(p, this.key);
      if (pk < k || (pk === k && p.id < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(p: Piece): void {
    this.items.splice(this.lowerBound(keyOf(p, this.key), p.id), 0, p);
  }

  remove(p: Piece): void {
    const at = this.lowerBound(keyOf(p, this.key), p.id);
    if (this.items[at]?.id === p.id) this.items.splice(at, 1);
  }

  sort(): void {
    const key = this.key;
    this.items.sort((a, b) => keyOf(a, key) - keyOf(b, key) || a.id - b.id);
  }
}

/** What a listing asks, with its codes already looked up (see resolveFilter). */
export type IndexQuery = {
  type: 'rent' | 'buy';
  categoryId?: number;
  grp?: number;
  branchId?: number;
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  colour?: string;
  q?: string;
  servingBranchIds?: number[];
  span?: { deliveryDate: string; returnDate: string };
  sort: Sort;
  limit: number;
  offset: number;
  /** Keyset position: the sort key (microseconds for 'latest') and the id of the last piece shown. */
  after?: { k: number; id: number };
  cap?: number;
};

/** A page from the index: its cards, the (capped) count, and the keyset position after it. */
export type IndexAnswer = {
  items: ProductCard[];
  total: number;
  next: { k: string; id: number } | null;
};

/** The pieces of one process: by id, and sorted per sort key for each type and each category. */
export class Snapshot {
  readonly byId = new Map<number, Piece>();
  private readonly lists = new Map<string, SortedPieces>();

  constructor(
    public xmin: string,
    readonly epoch: string,
  ) {}

  private scopes(p: Piece): string[] {
    return [`${p.type}`, `${p.type}|${p.categoryId}`];
  }

  private list(key: SortKey, scope: string, create: boolean): SortedPieces | undefined {
    const name = `${key}|${scope}`;
    let list = this.lists.get(name);
    if (!list && create) {
      list = new SortedPieces(key);
      this.lists.set(name, list);
    }
    return list;
  }

  /** Loads pieces in bulk, then sorts each list once. */
  load(pieces: Piece[]): void {
    for (const p of pieces) {
      if (!p.active) continue;
      this.byId.set(p.id, p);
      for (const scope of this.scopes(p)) for (const key of KEYS) this.list(key, scope, true)?.items.push(p);
    }
    for (const list of this.lists.values()) list.sort();
  }

  /** Puts a piece's new state in place of the old one (or removes it). */
  apply(next: Piece | { id: number; active: false }): void {
    const old = this.byId.get(next.id);
    if (old) {
      for (const scope of this.scopes(old)) for (const key of KEYS) this.list(key, scope, false)?.remove(old);
      this.byId.delete(old.id);
    }
    if (!next.active) return;
    const piece = next as Piece;
    this.byId.set(piece.id, piece);
    for (const scope of this.scopes(piece))
      for (const key of KEYS) this.list(key, scope, true)?.insert(piece);
  }

  /** The page and the (capped) count, exactly as the database query answers them. */
  answer(q: IndexQuery, now: Date, ref: Reference): IndexAnswer {
    const { key, desc } = SORTS[q.sort];
    const scope = q.categoryId !== undefined ? `${q.type}|${q.categoryId}` : q.type;
    const items = this.list(key, scope, false)?.items ?? [];
    const matches = matcher(q, now);
    const step = desc ? -1 : 1;
    let start = desc ? items.length - 1 : 0;
    const list = this.list(key, scope, false);
    if (q.after && list) {
      // Ascending: the first piece above the cursor; descending: the last one below it (ids are whole).
      start = desc ? list.lowerBound(q.after.k, q.after.id) - 1 : list.lowerBound(q.after.k, q.after.id + 1);
    }
    const page: Piece[] = [];
    let skipped = 0;
    let i = start;
    for (; i >= 0 && i < items.length; i += step) {
      const p = items[i] as Piece;
      if (!matches(p)) continue;
      if (skipped < q.offset) {
        skipped++;
        continue;
      }
      page.push(p);
      if (page.length > q.limit) break;
    }
    let total: number;
    if (!q.after) {
      // The walk so far saw every match before the page's end: count on from there.
      total = skipped + page.length;
      for (i += step; i >= 0 && i < items.length && (q.cap === undefined || total < q.cap); i += step) {
        if (matches(items[i] as Piece)) total++;
      }
    } else {
      total = 0;
      for (let j = desc ? items.length - 1 : 0; j >= 0 && j < items.length; j += step) {
        if (q.cap !== undefined && total >= q.cap) break;
        if (matches(items[j] as Piece)) total++;
      }
    }
    if (q.cap !== undefined) total = Math.min(total, q.cap);
    const shown = page.slice(0, q.limit);
    const last = shown[shown.length - 1];
    return {
      items: shown.map((p) => toCard(p.card, ref)),
      total,
      next:
        page.length > q.limit && last
          ? { k: key === 'created' ? last.createdText : String(keyOf(last, key)), id: last.id }
          : null,
    };
  }
}

/** Whether a piece matches the query's filters and, with an event, is free for its days at `now`. */
function matcher(q: IndexQuery, now: Date): (p: Piece) => boolean {
  const serving = q.servingBranchIds ? new Set(q.servingBranchIds) : undefined;
  const from = q.span ? dayNumber(q.span.deliveryDate) : 0;
  const to = q.span ? dayNumber(q.span.returnDate) + 2 : 0;
  const nowUs = now.getTime() * 1000;
  return (p) => {
    if (q.grp !== undefined && p.grp !== q.grp) return false;
    if (q.categoryId !== undefined && p.categoryId !== q.categoryId) return false;
    if (q.branchId !== undefined && p.branchId !== q.branchId) return false;
    if (q.size !== undefined && p.size !== q.size) return false;
    if (q.minPrice !== undefined && p.price < q.minPrice) return false;
    if (q.maxPrice !== undefined && p.price > q.maxPrice) return false;
    if (q.colour !== undefined && !p.colours.includes(q.colour)) return false;
    if (q.q !== undefined && !p.searchText.includes(q.q)) return false;
    if (serving && !serving.has(p.branchId)) return false;
    if (q.span) {
      const busy = p.busy;
      for (let i = 0; i < busy.length; i += 2)
        if ((busy[i] as number) < to && from < (busy[i + 1] as number)) return false;
      for (const [hFrom, hTo, until] of p.holds) if (until >= nowUs && hFrom < to && from < hTo) return false;
    }
    return true;
  };
}

/** Pieces changed in one look above this many are loaded afresh instead of one by one. */
const RELOAD_ABOVE = 20_000;

/**
 * One database's kept listing, in this process. `fresh()` answers null until the first load is
 * done (the caller asks the database meanwhile) and otherwise the pieces as they are after every
 * transaction committed before the call.
 */
export class ListingIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<void> | null = null;
  private looking: Promise<void> | null = null;
  /** performance.now() at the start of the latest look that has finished. */
  private lookedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  async fresh(): Promise<Snapshot | null> {
    if (!this.snapshot) {
      this.startLoad();
      return null;
    }
    const asked = performance.now();
    while (this.lookedAt < asked) {
      if (!this.looking) {
        const started = performance.now();
        this.looking = this.look()
          .then(() => {
            this.lookedAt = Math.max(this.lookedAt, started);
          })
          .finally(() => {
            this.looking = null;
          });
      }
      await this.looking;
      if (!this.snapshot) return null;
    }
    return this.snapshot;
  }

  /** Loads every piece (in the background; a failure leaves the database answering). */
  private startLoad(): void {
    if (this.loading) return;
    this.loading = preparedRows<Row>(this.db, FULL_LOAD)
      .then((rows) => {
        const first = rows[0];
        if (!first) return;
        const snapshot = new Snapshot(first.xmin, first.epoch);
        snapshot.load(rows.filter((r): r is Row & { id: number } => r.id !== null).map(toPiece));
        this.snapshot = snapshot;
        this.lookedAt = Number.NEGATIVE_INFINITY;
      })
      .catch(() => undefined)
      .finally(() => {
        this.loading = null;
      });
  }

  /** Brings the kept pieces up to date with what was committed since the last look. */
  private async look(): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const rows = await preparedRows<Row>(this.db, changedSince(snapshot.xmin));
    const first = rows[0];
    if (!first) return;
    if (first.epoch !== snapshot.epoch || rows.length > RELOAD_ABOVE) {
      // Rows were deleted (or too much changed): load everything again, the database answers meanwhile.
      this.snapshot = null;
      this.startLoad();
      return;
    }
    for (const r of rows) {
      if (r.id !== null)
        snapshot.apply(r.active ? toPiece(r as Row & { id: number }) : { id: r.id, active: false });
    }
    snapshot.xmin = first.xmin;
  }

  /** For tests: wait for a load in progress. */
  async loaded(): Promise<boolean> {
    if (!this.snapshot) this.startLoad();
    await this.loading;
    return this.snapshot !== null;
  }
}

const indexes = new WeakMap<Db, ListingIndex>();

/** The kept listing of a database in this process. */
export function listingIndex(db: Db): ListingIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new ListingIndex(db);
    indexes.set(db, index);
  }
  return index;
}
