import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '@vastra/shared/schemas';
import { locationStore } from '@/features/location';
import { settingsQuery } from '@/lib/settings';
import { productsInfiniteQuery } from '../api/get-products';
import { parseListingFilters } from './listing-filters';
import { type ListingSource, listingParams } from './listing-params';

/** Starts a listing's first page from the route loader, in parallel with the page's code. */
export function prefetchListing(queryClient: QueryClient, source: ListingSource, url: string): Promise<void> {
  const filters = parseListingFilters(new URL(url).searchParams);
  const period = queryClient.getQueryData<Settings>(settingsQuery.queryKey)?.rental.defaultPeriod;
  // With an event date the rental period comes from the settings: the page asks once it has them.
  if (filters.eventDate && period === undefined) return Promise.resolve();
  const params = listingParams(source, filters, locationStore.get().branchCode, period);
  return queryClient.prefetchInfiniteQuery(productsInfiniteQuery(params));
}
