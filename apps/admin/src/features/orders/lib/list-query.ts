import { type STAFF_ORDER_SORTS, type StaffOrderQuery, StaffOrderQuerySchema } from '@vastra/shared/schemas';

export const PAGE_SIZE = 25;

/**
 * The list's search, filters, sort and page, kept in the address (a shared or reloaded link shows
 * the same list). Anything the server would refuse is dropped here.
 */
export function queryFromSearch(search: URLSearchParams, branch: string | null): Partial<StaffOrderQuery> {
  const raw = Object.fromEntries(search.entries());
  const parsed = StaffOrderQuerySchema.safeParse({ ...raw, pageSize: PAGE_SIZE });
  const query: Partial<StaffOrderQuery> = parsed.success
    ? parsed.data
    : StaffOrderQuerySchema.parse({ pageSize: PAGE_SIZE });
  return branch ? { ...query, branch } : query;
}

export const SORT_LABELS: Record<(typeof STAFF_ORDER_SORTS)[number], string> = {
  created: 'Placed',
  bill: 'Bill no.',
  event: 'Event date',
  delivery: 'Delivery date',
  return: 'Return date',
  total: 'Total',
};
