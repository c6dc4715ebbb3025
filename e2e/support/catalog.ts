import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  eachDay,
  rentalDates,
  rentForPeriod,
  todayInIndia,
} from '../../packages/shared/src/rules/index.ts';
import type {
  BookedDates,
  Category,
  ListingResult,
  ProductCard,
  Settings,
} from '../../packages/shared/src/schemas/index.ts';

export { formatEventDate, formatRupees } from '../../packages/shared/src/rules/index.ts';
export { rentalDates, rentForPeriod };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return (await response.json()) as T;
}

export const getSettings = (request: APIRequestContext) => json<Settings>(request, '/api/settings/public');

/** The demo shop's first men's piece to rent or to buy, as the listing shows it. */
export async function firstPiece(request: APIRequestContext, type: 'rent' | 'buy'): Promise<ProductCard> {
  const { items } = await json<ListingResult>(request, `/api/products?type=${type}&group=men&limit=1`);
  const piece = items[0];
  if (!piece) throw new Error(`no ${type} piece in the demo shop`);
  return piece;
}

export type BookedPiece = {
  product: ProductCard;
  category: Category;
  booked: BookedDates;
  /** A booked day on which the piece may not be worn, not earlier than the earliest event date. */
  bookedDay: string;
};

/**
 * A men's rental with a size, a colour, a rent the slider can hold and a booked day that an
 * event may fall on: the listing must drop it when that day is chosen.
 */
export async function findBookedPiece(request: APIRequestContext): Promise<BookedPiece> {
  const { items: categories } = await json<{ items: Category[] }>(request, '/api/categories?group=men');
  for (const category of categories.filter((c) => !c.isAccessory)) {
    const listing = await json<ListingResult>(
      request,
      `/api/products?type=rent&category=${category.code}&limit=60`,
    );
    for (const product of listing.items) {
      if (product.size === null || product.colours.length === 0 || !product.rent || product.rent > 9500)
        continue;
      const booked = await json<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
      const bookedDay = booked.dates.find((d) => d >= booked.earliestEventDate);
      if (bookedDay) return { product, category, booked, bookedDay };
    }
  }
  throw new Error('The demo shop has no booked men’s rental to test with');
}

/** The first event date from `earliest` whose rental of `period` days meets no booked day. */
export function freeEventDate(booked: BookedDates, period: number, rules: Settings['rental']): string {
  const blocked = new Set(booked.dates);
  for (let day = booked.earliestEventDate; ; day = addDays(day, 1)) {
    const { deliveryDate, returnDate } = rentalDates(day, period, rules);
    if (!eachDay(deliveryDate, returnDate).some((d) => blocked.has(d))) return day;
    if (day > addDays(todayInIndia(), 400)) throw new Error('No free date within a year');
  }
}

/** The price range the slider should hold to keep a piece in view: rent ± 100, on the 5 step. */
export function priceRangeAround(rent: number): [number, number] {
  const min = Math.max(10, Math.floor((rent - 100) / 5) * 5);
  const max = Math.min(10_000, Math.ceil((rent + 100) / 5) * 5);
  return [min, max];
}
