import { isIsoDate } from '@vastra/shared/rules';
import type { Sort } from '@vastra/shared/schemas';
import { isColour, isSort } from '@/config/catalog';
import { LISTING } from '@/config/site';

/**
 * The rental listing's filters, kept in the URL so that a filtered listing can be shared, reloaded
 * and navigated back to: ?size=38&minPrice=500&maxPrice=4500&colour=Red&eventDate=2026-12-10
 * &period=6&pincode=400067&branch=KAN&sort=lowToHigh&cols=2. Absent = not filtered.
 */
export type ListingFilters = {
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  colour?: string;
  /** YYYY-MM-DD; shown as dd/mm/yyyy. */
  eventDate?: string;
  /** Rental days for the event date (absent: the shop's default period). */
  period?: number;
  pincode?: string;
  /** A branch code, or 'all' to override the shopper's saved branch. */
  branch?: string;
  sort: Sort;
  /** Grid columns chosen with the view toggle. */
  cols?: number;
};

const int = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const eventDate = params.get('eventDate');
  const pincode = params.get('pincode');
  const branch = params.get('branch');
  const sort = params.get('sort');
  const colour = params.get('colour');
  return {
    size: int(params.get('size'), 20, 60),
    minPrice: int(params.get('minPrice'), 0, 1_000_000),
    maxPrice: int(params.get('maxPrice'), 0, 1_000_000),
    colour: isColour(colour) ? colour : undefined,
    eventDate: eventDate && isIsoDate(eventDate) ? eventDate : undefined,
    period: int(params.get('period'), 1, 60),
    pincode: pincode && /^\d{6}$/.test(pincode) ? pincode : undefined,
    branch: branch && /^[A-Za-z0-9-]{1,20}$/.test(branch) ? branch : undefined,
    sort: isSort(sort) ? sort : 'latest',
    cols: int(params.get('cols'), 1, 4),
  };
}

const ORDER: (keyof ListingFilters)[] = [
  'size',
  'minPrice',
  'maxPrice',
  'colour',
  'eventDate',
  'period',
  'pincode',
  'branch',
  'sort',
  'cols',
];

/** The URL search of the filters; defaults are left out, so an unfiltered listing has a clean URL. */
export function listingSearch(filters: ListingFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'latest') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Reset: rental price 500–4500, sort 'latest'; the view and location choices stay. */
export function resetFilters(current: ListingFilters): ListingFilters {
  return {
    sort: 'latest',
    minPrice: LISTING.resetMinPrice,
    maxPrice: LISTING.resetMaxPrice,
    cols: current.cols,
  };
}
