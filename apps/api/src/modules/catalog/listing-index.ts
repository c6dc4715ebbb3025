import type { ProductCard, Sort } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import type { DateSpan } from '../booking/index.ts';
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
type Piece = CardRow &
  PieceFields & {
    /** Confirmed busy ranges as [from, to) day numbers (days since 1970-01-01), flattened. */
    busy: number[] | null;
    /** Held bookings, flattened: [from, to) day numbers and held_until in microseconds. */
    holds: number[] | null;
    /** The card as last shown, its JSON, and the reference (names, branches) it was made with. */
    shown: { ref: Reference; card: ProductCard; json: string } | null;
  };

/** A row as a look reads it; `id` is null on the one row of a look that found nothing. */
type Row = Omit<CardRow, 'id'> &
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
const LOAD_CHUNK = 5_000;

/** The next active pieces after `afterId`, with the snapshot's xmin and the epoch. */
const loadAfter = (afterId: number) => sql`with look as (${LOOK})
  select look.xmin, look.epoch, x.* from look left join lateral (
    select ${PIECE_COLUMNS}
    from products p left join piece_busy b on b.product_id = p.id
    where p.is_active and p.id > ${afterId}
    order by p.id limit ${LOAD_CHUNK}) x on true`;

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

/** The row made into the piece in place (no copy, no change of shape: 100,000 pieces are kept). */
function toPiece(r: Row & { id: number }): Piece {
  const piece = r as unknown as Piece & { xmin: string; epoch: string };
  piece.xmin = '';
  piece.epoch = '';
  piece.active = r.active === true;
  piece.createdUs = Number(r.createdUs);
  piece.holds = r.holds ? r.holds.map(Number) : null;
  piece.shown = null;
  return piece;
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
/** Ascending (key, id). */
const byKey = (key: SortKey) => (a: Piece, b: Piece) => keyOf(a, key) - keyOf(b, key) || a.id - b.id;

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
}

/** A listing query's filters with its codes looked up: what the database query and the kept index both ask. */
export type ListingFilter = {
  type: 'rent' | 'buy';
  categoryId?: number;
  grp?: number;
  branchId?: number;
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  colour?: string;
  /** Lower case; matched anywhere in the piece's search text. */
  q?: string;
  /** Branches that deliver to the query's pincode. */
  servingBranchIds?: number[];
  /** The days a rental for the event would block (delivery to the day after return). */
  span?: DateSpan;
};

/** What a listing asks of the index: its filters, sort and page. */
export type IndexQuery = ListingFilter & {
  sort: Sort;
  limit: number;
  offset: number;
  /** Keyset position: the sort key (microseconds for 'latest') and the id of the last piece shown. */
  after?: { k: number; id: number };
  cap?: number;
};

/** A piece as the quote reads it. */
export type QuotedFromIndex = Pick<CardRow, 'id' | 'code' | 'type' | 'baseRent'> & {
  deposit: number | null;
  taken: boolean;
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
  private readonly byCode = new Map<string, Piece>();
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

  /** Loads pieces in bulk: each key sorted once over every piece, then dealt to its lists in order. */
  async load(pieces: Piece[]): Promise<void> {
    const active = pieces.filter((p) => p.active);
    for (const p of active) {
      this.byId.set(p.id, p);
      this.byCode.set(p.code, p);
    }
    for (const key of KEYS) {
      await yieldToOthers();
      const sorted = active.slice().sort(byKey(key));
      await yieldToOthers();
      for (const p of sorted) for (const scope of this.scopes(p)) this.list(key, scope, true)?.items.push(p);
    }
  }

  /** Puts a piece's new state in place of the old one (or removes it). */
  apply(next: Piece | { id: number; active: false }): void {
    const old = this.byId.get(next.id);
    if (old) {
      for (const scope of this.scopes(old)) for (const key of KEYS) this.list(key, scope, false)?.remove(old);
      this.byId.delete(old.id);
      if (this.byCode.get(old.code) === old) this.byCode.delete(old.code);
    }
    if (!next.active) return;
    const piece = next as Piece;
    this.byId.set(piece.id, piece);
    this.byCode.set(piece.code, piece);
    for (const scope of this.scopes(piece))
      for (const key of KEYS) this.list(key, scope, true)?.insert(piece);
  }

  /** An active piece by its code (upper case), with whether it is taken for `span` at `now` (the quote's). */
  quoted(code: string, span: DateSpan | undefined, now: Date): QuotedFromIndex | undefined {
    const p = this.byCode.get(code);
    if (!p) return undefined;
    const taken = span
      ? isTaken(p, dayNumber(span.deliveryDate), dayNumber(span.returnDate) + 2, now.getTime() * 1000)
      : false;
    return { id: p.id, code: p.code, type: p.type, baseRent: p.baseRent, deposit: p.deposit, taken };
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
      items: shown.map((p) => shownCard(p, ref)),
      total,
      next:
        page.length > q.limit && last
          ? { k: key === 'created' ? last.createdText : String(keyOf(last, key)), id: last.id }
          : null,
    };
  }
}

/** Card JSON made for answers, by card (the index makes each piece's card once per reference). */
const cardJson = new WeakMap<ProductCard, string>();

/** The piece's card, made again only when the reference (category or branch names) changed. */
function shownCard(p: Piece, ref: Reference): ProductCard {
  if (p.shown?.ref !== ref) {
    const card = toCard(p, ref);
    const json = JSON.stringify(card);
    cardJson.set(card, json);
    p.shown = { ref, card, json };
  }
  return p.shown.card;
}

/** The JSON of a card: the kept text for a card the index made, else made now. */
export function cardText(card: ProductCard): string {
  return cardJson.get(card) ?? JSON.stringify(card);
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
    return !(q.span && isTaken(p, from, to, nowUs));
  };
}

/**
 * Whether the piece is taken for the days [from, to) at `nowUs` (microseconds): a confirmed range
 * meets them, or a hold that has not lapsed does (`pieceTaken`'s answer, from memory).
 */
function isTaken(p: Piece, from: number, to: number, nowUs: number): boolean {
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

/** Pieces changed in one look above this many are loaded afresh instead of one by one. */
const RELOAD_ABOVE = 20_000;
const RETRY_MS = 5_000;
/** Lets the server answer other requests between two long steps of a load. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  /** After a failed load, no new one before this (performance.now()). */
  private retryAt = 0;

  constructor(private readonly db: Db) {}

  /**
   * The pieces as of a look that started at most `maxLagMs` before this call (0: after it). With a
   * lag allowed, a look is also started in the background once half of it has passed, so requests
   * under load seldom wait.
   */
  async fresh(maxLagMs = 0): Promise<Snapshot | null> {
    if (!this.snapshot) {
      this.startLoad();
      return null;
    }
    const asked = performance.now();
    if (maxLagMs > 0 && this.lookedAt >= asked - maxLagMs) {
      if (this.lookedAt < asked - maxLagMs / 2 && !this.looking) this.startLook().catch(() => undefined);
      return this.snapshot;
    }
    while (this.lookedAt < asked - maxLagMs) {
      await (this.looking ?? this.startLook());
      if (!this.snapshot) return null;
    }
    return this.snapshot;
  }

  /** Starts a look (one at a time); its start time counts once it has finished. */
  private startLook(): Promise<void> {
    const started = performance.now();
    const looking = this.look()
      .then(() => {
        this.lookedAt = Math.max(this.lookedAt, started);
      })
      .finally(() => {
        this.looking = null;
      });
    this.looking = looking;
    return looking;
  }

  /** Loads every piece in the background, a chunk per statement; the database answers meanwhile. */
  private startLoad(): void {
    if (this.loading || performance.now() < this.retryAt) return;
    this.loading = this.load()
      .catch(() => {
        // The database keeps answering; try again a little later rather than on every request.
        this.retryAt = performance.now() + RETRY_MS;
      })
      .finally(() => {
        this.loading = null;
      });
  }

  /**
   * The xmin and epoch are those of the first chunk: whatever is written after it (also to pieces
   * a later chunk reads) has a transaction id at or above that xmin, so the first look reads it.
   */
  private async load(): Promise<void> {
    let snapshot: Snapshot | null = null;
    const pieces: Piece[] = [];
    let after = 0;
    for (;;) {
      const rows = await preparedRows<Row>(this.db, loadAfter(after));
      const first = rows[0];
      if (!first) throw new Error('a look answers one row at least');
      snapshot ??= new Snapshot(first.xmin, first.epoch);
      for (const r of rows) if (r.id !== null) pieces.push(toPiece(r as Row & { id: number }));
      const last = rows[rows.length - 1];
      if (rows.length < LOAD_CHUNK || !last?.id) break;
      after = last.id;
    }
    await snapshot.load(pieces);
    this.snapshot = snapshot;
    this.lookedAt = Number.NEGATIVE_INFINITY;
  }

  /** Brings the kept pieces up to date with what was committed since the last look. */
  private async look(): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const rows = await preparedRows<Row>(this.db, changedSince(snapshot.xmin));
    const first = rows[0];
    if (!first) return;
    // Read before the rows become pieces (toPiece clears these on the row itself).
    const { xmin, epoch } = first;
    if (epoch !== snapshot.epoch || rows.length > RELOAD_ABOVE) {
      // Rows were deleted (or too much changed): load everything again, the database answers meanwhile.
      this.snapshot = null;
      this.startLoad();
      return;
    }
    for (const r of rows) {
      if (r.id !== null)
        snapshot.apply(r.active ? toPiece(r as Row & { id: number }) : { id: r.id, active: false });
    }
    snapshot.xmin = xmin;
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
