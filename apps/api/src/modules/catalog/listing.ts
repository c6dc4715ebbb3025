import { rentalDates } from '@vastra/shared/rules';
import type { ListingQuery, ListingResult, Settings, Sort } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { likeContaining } from '../../lib/like.ts';
import { pieceTaken } from '../booking/index.ts';
import { type CardRow, toCard } from './cards.ts';
import { decodeCursor, encodeCursor, timestampMicros } from './listing-cursor.ts';
import { cardText, type ListingFilter, listingIndex, type Snapshot } from './listing-index.ts';
import { getReference, type Reference } from './reference.ts';

/**
 * Sort key, direction and the exact ORDER BY of each sort; the id breaks ties so keyset pages
 * never skip or repeat. The ORDER BY must match an index to the letter, NULLS included: the
 * 'latest' index is DESC NULLS LAST, the others are ascending and read backwards for DESC.
 */
const SORT_KEYS: Record<Sort, { key: SQL; text: SQL; cast: SQL; desc: boolean; order: SQL }> = {
  latest: {
    key: sql`p.created_at`,
    text: sql`p.created_at::text`,
    cast: sql`timestamptz`,
    desc: true,
    order: sql`p.created_at desc nulls last, p.id desc nulls last`,
  },
  lowToHigh: {
    key: sql`p.price`,
    text: sql`p.price::text`,
    cast: sql`integer`,
    desc: false,
    order: sql`p.price, p.id`,
  },
  highToLow: {
    key: sql`p.price`,
    text: sql`p.price::text`,
    cast: sql`integer`,
    desc: true,
    order: sql`p.price desc, p.id desc`,
  },
  bestSelling: {
    key: sql`p.times_booked`,
    text: sql`p.times_booked::text`,
    cast: sql`integer`,
    desc: true,
    order: sql`p.times_booked desc, p.id desc`,
  },
  discounted: {
    key: sql`p.discount_pct`,
    text: sql`p.discount_pct::text`,
    cast: sql`integer`,
    desc: true,
    order: sql`p.discount_pct desc, p.id desc`,
  },
};

export type ListingContext = {
  settings: Settings;
  now: Date;
  /** Branch ids that deliver to the query's pincode (only when a pincode is given). */
  servingBranchIds?: number[];
  /** How long ago the kept listing may last have looked at the database (0: after the call). */
  maxLagMs?: number;
};

/** The filters of a query: 404 for an unknown category, 400 for an unknown branch. */
export function resolveFilter(query: ListingQuery, ref: Reference, ctx: ListingContext): ListingFilter {
  const filter: ListingFilter = { type: query.type };
  if (query.category && query.category.toLowerCase() !== 'all') {
    const category = ref.categoryByKey.get(query.category.toLowerCase());
    if (!category) throw notFound('Category not found');
    filter.categoryId = category.id;
  }
  if (query.group) filter.grp = query.group === 'women' ? 2 : 1;
  if (query.branch) {
    const branch = ref.branchByCode.get(query.branch.toUpperCase());
    if (!branch) throw badRequest('Branch not found', { branch: 'Branch not found' });
    filter.branchId = branch.id;
  }
  if (query.size !== undefined) filter.size = query.size;
  if (query.minPrice !== undefined) filter.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) filter.maxPrice = query.maxPrice;
  if (query.colour) filter.colour = query.colour;
  if (query.q) filter.q = query.q.toLowerCase();
  if (ctx.servingBranchIds) filter.servingBranchIds = ctx.servingBranchIds;
  if (query.eventDate && query.type === 'rent') {
    const period = query.period ?? ctx.settings.rental.defaultPeriod;
    filter.span = rentalDates(query.eventDate, period, ctx.settings.rental);
  }
  return filter;
}

/** The WHERE conditions of a listing query; shared by the page and its count. */
function conditions(filter: ListingFilter, now: Date): SQL[] {
  const where: SQL[] = [sql`p.is_active`, sql`p.type = ${filter.type}`];
  if (filter.categoryId !== undefined) where.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.grp !== undefined) where.push(sql`p.grp = ${filter.grp}`);
  if (filter.branchId !== undefined) where.push(sql`p.branch_id = ${filter.branchId}`);
  if (filter.size !== undefined) where.push(sql`p.size = ${filter.size}`);
  if (filter.minPrice !== undefined) where.push(sql`p.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`p.price <= ${filter.maxPrice}`);
  if (filter.colour) where.push(sql`p.colours @> array[${filter.colour}]::text[]`);
  if (filter.q) where.push(sql`p.search_text like ${likeContaining(filter.q)}`);
  if (filter.servingBranchIds) {
    const ids = filter.servingBranchIds.length > 0 ? filter.servingBranchIds : [-1];
    where.push(
      sql`p.branch_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.span) where.push(sql`not ${pieceTaken(sql`p.id`, filter.span, now)}`);
  return where;
}

const COUNT_TTL_MS = 20_000;
/**
 * Rentals are counted up to this many ("100+ pieces"): four pages of the scroll, and the shopper
 * keeps scrolling while pages come back full. An exact count of pieces free for an event date
 * means checking every piece's bookings (~0.6 s on 100,000 pieces); the uncapped count of 1,000
 * (500 with a date) cost a new filter set 3.5–4 ms of the database, four times the page itself.
 */
const RENTAL_COUNT_CAP = 100;
const countCache = new Map<string, { total: number; at: number }>();

/** The statement that counts the matching pieces, up to `cap` when there is one. */
const countQuery = (where: SQL, cap?: number) =>
  cap
    ? sql`select count(*)::int from (select 1 from products p where ${where} limit ${cap}) capped`
    : sql`select count(*)::int from products p where ${where}`;

/** A total counted less than COUNT_TTL_MS ago in this process, if any. */
function keptCount(cacheKey: string): number | undefined {
  const hit = countCache.get(cacheKey);
  return hit && Date.now() - hit.at < COUNT_TTL_MS ? hit.total : undefined;
}

/** For the check that compares the kept listing with the database: count afresh. */
export function forgetKeptCounts(): void {
  countCache.clear();
}

function keepCount(cacheKey: string, total: number): number {
  if (countCache.size > 5_000) countCache.clear();
  countCache.set(cacheKey, { total, at: Date.now() });
  return total;
}

/** Totals change slowly and cost a scan; a per-process cache of 20 s is fine to lose. */
async function countMatching(db: Db, where: SQL, cacheKey: string, cap?: number): Promise<number> {
  const kept = keptCount(cacheKey);
  if (kept !== undefined) return kept;
  const rows = await preparedRows<{ total: number }>(db, sql`select (${countQuery(where, cap)}) as total`);
  return keepCount(cacheKey, Number(rows[0]?.total ?? 0));
}

/**
 * GET /api/products: filters, five sorts, page or keyset cursor. Answered from the process's kept
 * listing (record 33), brought up to date first; from the database while it loads or when it fails.
 */
export async function listProducts(db: Db, query: ListingQuery, ctx: ListingContext): Promise<ListingResult> {
  const ref = await getReference(db);
  const filter = resolveFilter(query, ref, ctx);
  const kept = await listingIndex(db).fresh(ctx.maxLagMs ?? 0);
  if (!kept) return listFromDatabase(db, query, ctx, ref, filter);
  return listFromIndex(kept, query, ctx, ref, filter);
}

/** A listing's JSON, with the kept text of each card the index made. */
export function listingText(result: ListingResult): string {
  const { items, ...rest } = result;
  return `{"items":[${items.map(cardText).join(',')}],${JSON.stringify(rest).slice(1)}`;
}

/** The listing answered by the kept index (the same answer as the database's, which the tests check). */
export function listFromIndex(
  kept: Snapshot,
  query: ListingQuery,
  ctx: ListingContext,
  ref: Reference,
  filter: ListingFilter,
): ListingResult {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const page = query.page ?? 1;
  const cap = query.type === 'rent' ? RENTAL_COUNT_CAP : undefined;
  const answer = kept.answer(
    {
      ...filter,
      sort: query.sort,
      limit: query.limit,
      offset: cursor ? 0 : (page - 1) * query.limit,
      ...(cursor
        ? {
            after: {
              k: query.sort === 'latest' ? timestampMicros(cursor.k) : Number(cursor.k),
              id: cursor.id,
            },
          }
        : {}),
      ...(cap !== undefined ? { cap } : {}),
    },
    ctx.now,
    ref,
  );
  return {
    items: answer.items,
    total: answer.total,
    totalCapped: cap !== undefined && answer.total >= cap,
    page,
    pageSize: query.limit,
    nextCursor: answer.next ? encodeCursor(answer.next) : null,
  };
}

/** The listing as the database answers it: the reference the index is checked against. */
export async function listFromDatabase(
  db: Db,
  query: ListingQuery,
  ctx: ListingContext,
  ref: Reference,
  filter: ListingFilter,
): Promise<ListingResult> {
  const where = sql.join(conditions(filter, ctx.now), sql` and `);
  const sort = SORT_KEYS[query.sort];
  const limit = query.limit;
  const page = query.page ?? 1;
  let pageWhere = where;
  let offset = 0;
  if (query.cursor) {
    const c = decodeCursor(query.cursor, query.sort);
    const cmp = sort.desc ? sql`<` : sql`>`;
    pageWhere = sql`${where} and (${sort.key}, p.id) ${cmp} (${c.k}::${sort.cast}, ${c.id})`;
  } else {
    offset = (page - 1) * limit;
  }
  const { cursor: _c, page: _p, sort: _s, limit: _l, ...filters } = query;
  // Rentals scroll (a floor is enough: "100+ pieces"); the sale listing numbers its pages exactly.
  const cap = query.type === 'rent' ? RENTAL_COUNT_CAP : undefined;
  const countKey = JSON.stringify([filters, ctx.servingBranchIds ?? null]);
  const kept = keptCount(countKey);
  // Without a kept total the page carries its count (a sub-query run once): one statement and one
  // pooled connection per request instead of two.
  const rows = await preparedRows<CardRow & { sortText: string; total?: number }>(
    db,
    sql`
      select p.id, p.code, p.slug, p.name, p.type, p.grp, p.category_id as "categoryId",
        p.branch_id as "branchId", p.size, p.colours, p.base_rent as "baseRent",
        p.sale_price as "salePrice", p.mrp, p.is_online as "isOnline", p.images,
        ${sort.text} as "sortText"${kept === undefined ? sql`, (${countQuery(where, cap)}) as total` : sql``}
      from products p
      where ${pageWhere}
      order by ${sort.order}
      limit ${limit + 1} offset ${offset}`,
  );
  const counted = rows[0]?.total;
  const total =
    kept ??
    (counted !== undefined
      ? keepCount(countKey, Number(counted))
      : // No row on this page: the first page of nothing is 0; past the end, count on its own.
        offset === 0 && !query.cursor
        ? keepCount(countKey, 0)
        : await countMatching(db, where, countKey, cap));
  const more = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(({ total: _t, ...r }) => toCard(r, ref)),
    total,
    totalCapped: cap !== undefined && total >= cap,
    page,
    pageSize: limit,
    nextCursor: more && last ? encodeCursor({ k: last.sortText, id: last.id }) : null,
  };
}
