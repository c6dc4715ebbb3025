import { LISTING } from '@/config/site';
import type { ProductsParams } from '../api/get-products';
import type { ListingFilters } from './listing-filters';

export type ListingSource = { mode: 'category'; slug: string; id: string } | { mode: 'search'; q: string };

/** 'men' for /listing/men/all; undefined for a category's listing. */
function groupOfAll(source: ListingSource): 'men' | 'women' | undefined {
  if (source.mode !== 'category' || source.id.toLowerCase() !== 'all') return undefined;
  return source.slug === 'men' || source.slug === 'women' ? source.slug : undefined;
}

/**
 * GET /api/products parameters of a listing: its category (or group, or search), the filters of
 * the URL, and the shopper's saved branch unless the URL says otherwise. The page and the route
 * loader both use it, so the loader's early request is the one the page then reads.
 */
export function listingParams(
  source: ListingSource,
  filters: ListingFilters,
  savedBranch: string | null,
  defaultPeriod: number | undefined,
): ProductsParams {
  const isAll = source.mode === 'category' && source.id.toLowerCase() === 'all';
  const group = groupOfAll(source);
  const branch = filters.branch === 'all' ? undefined : (filters.branch ?? savedBranch ?? undefined);
  return {
    type: 'rent',
    ...(source.mode === 'category' && !isAll ? { category: source.id } : {}),
    ...(group ? { group } : {}),
    ...(source.mode === 'search' && source.q ? { q: source.q } : {}),
    branch,
    size: filters.size,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    colour: filters.colour,
    eventDate: filters.eventDate,
    period: filters.eventDate ? (filters.period ?? defaultPeriod) : undefined,
    pincode: filters.pincode,
    sort: filters.sort,
    limit: LISTING.pageSize,
  };
}
