import { type StaffPieceQuery, StaffPieceQuerySchema } from '@vastra/shared/schemas';

export const PAGE_SIZE = 25;

/**
 * The inventory's search, filters, sort and page, kept in the address (a shared or reloaded link
 * shows the same list); anything the server would refuse is dropped.
 */
export function pieceQueryFromSearch(
  search: URLSearchParams,
  branch: string | null,
): Partial<StaffPieceQuery> {
  const raw = Object.fromEntries(search.entries());
  const parsed = StaffPieceQuerySchema.safeParse({ ...raw, pageSize: PAGE_SIZE });
  const query = parsed.success ? parsed.data : StaffPieceQuerySchema.parse({ pageSize: PAGE_SIZE });
  return branch && !raw.branch ? { ...query, branch } : query;
}

/** The filter part of a query (what a bulk price change applies to). */
export function filterOf(query: Partial<StaffPieceQuery>) {
  const { sort: _s, dir: _d, page: _p, pageSize: _z, ...filter } = query;
  return filter;
}

export const STATUS_WORDS = {
  active: 'Active',
  blocked: 'Blocked for maintenance',
  moving: 'Moving',
  retired: 'Retired',
  sold: 'Sold',
} as const;
