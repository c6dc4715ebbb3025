import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '@/lib/scroll-restoration';
import { type ListingFilters, listingSearch, parseListingFilters } from '../lib/listing-filters';

/**
 * The listing filters, read from and written to the URL. Each change is a new history entry, so
 * Back undoes the last filter and returns to a listing exactly as it was left.
 */
export function useListingFilters(extra: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(params), [params]);
  const extraKey = JSON.stringify(extra);

  const setFilters = useCallback(
    (next: ListingFilters, options: { replace?: boolean } = {}) => {
      const search = listingSearch(next, JSON.parse(extraKey) as Record<string, string>);
      setParams(new URLSearchParams(search), { replace: options.replace ?? false, state: keepScroll });
    },
    [setParams, extraKey],
  );

  const update = useCallback(
    (patch: Partial<ListingFilters>, options?: { replace?: boolean }) =>
      setFilters({ ...filters, ...patch }, options),
    [filters, setFilters],
  );

  return { filters, setFilters, update };
}
