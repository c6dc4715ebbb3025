import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, eachDay, rentalDates } from '../../packages/shared/src/rules/index.ts';
import type { BookedDates, ListingResult, Settings } from '../../packages/shared/src/schemas/index.ts';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A customer (logged in: `token`) puts a men's rental into the cart on free dates: one of the
 * dearer pieces (`nth` of them) that the other browser tests leave alone.
 */
export async function rentalInCart(request: APIRequestContext, token: string, nth: number): Promise<void> {
  const settings = await json<Settings>(request, '/api/settings/public');
  const period = settings.rental.defaultPeriod;
  const listing = await json<ListingResult>(
    request,
    '/api/products?type=rent&group=men&limit=60&sort=highToLow',
  );
  const product = listing.items.filter((p) => p.isOnline && p.size !== null && p.rent)[nth];
  if (!product) throw new Error('not enough rentals in the demo shop');
  const booked = await json<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
  const blocked = new Set(booked.dates);
  let eventDate = addDays(booked.earliestEventDate, 30);
  for (;;) {
    const { deliveryDate, returnDate } = rentalDates(eventDate, period, settings.rental);
    if (!eachDay(deliveryDate, addDays(returnDate, 1)).some((d) => blocked.has(d))) break;
    eventDate = addDays(eventDate, 1);
  }
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code: product.code,
      eventDate,
      period,
      measurements: { pantLength: 40, pantWaist: 32, chest: 40, sleeveLength: 25 },
    },
  });
  if (added.status() !== 201) throw new Error(`cart: ${added.status()} ${await added.text()}`);
}

/** Puts the advance back as it was (with the staff token the back office keeps in the page). */
export async function restoreAdvance(page: Page, request: APIRequestContext, rentPct: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('vastra.staff.token'));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const { value } = (await (await request.get('/api/staff/settings', { headers })).json()) as {
    value: Settings;
  };
  if (value.advance.rentPct === rentPct) return;
  const res = await request.put('/api/staff/settings', {
    headers,
    data: { ...value, advance: { ...value.advance, rentPct } },
  });
  if (!res.ok()) throw new Error(`restore: ${res.status()} ${await res.text()}`);
}

/** Puts the policy and FAQ wording back as it was (with the back office's staff token). */
export async function restoreTexts(
  page: Page,
  request: APIRequestContext,
  texts: Settings['texts'],
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('vastra.staff.token'));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const { value } = (await (await request.get('/api/staff/settings', { headers })).json()) as {
    value: Settings;
  };
  if (JSON.stringify(value.texts) === JSON.stringify(texts)) return;
  const res = await request.put('/api/staff/settings', { headers, data: { ...value, texts } });
  if (!res.ok()) throw new Error(`restore: ${res.status()} ${await res.text()}`);
}
