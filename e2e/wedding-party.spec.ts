import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, eachDay, rentalDates } from '../packages/shared/src/rules/index.ts';
import type { BookedDates, ListingResult, Settings } from '../packages/shared/src/schemas/index.ts';
import { DEMO_OWNER, signInToBackOffice } from './support/admin';
import { expect, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * A wedding party on the built app: the organiser creates a party of three pieces and shares its
 * link; two members join from the link, choose a piece with their sizes and pay their own advance;
 * the third chooses and leaves the paying to the organiser, who pays it from the party page. Staff
 * then see the three orders as one party on the orders board.
 */
test.describe.configure({ mode: 'serial' });

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Three men's pieces and an event date on which all three are free. */
async function freePieces(request: APIRequestContext, offset: number) {
  const settings = await json<Settings>(request, '/api/settings/public');
  const listing = await json<ListingResult>(
    request,
    '/api/products?type=rent&group=men&limit=60&sort=lowToHigh',
  );
  const pieces = listing.items
    .filter((p) => p.isOnline && p.size !== null && p.rent)
    .slice(offset, offset + 12);
  const booked = await Promise.all(
    pieces.map((p) => json<BookedDates>(request, `/api/products/${p.code}/booked-dates`)),
  );
  const eventDate = addDays(booked[0]!.earliestEventDate, 150 + offset);
  const span = rentalDates(eventDate, settings.rental.defaultPeriod, settings.rental);
  const days = eachDay(addDays(span.deliveryDate, -1), addDays(span.returnDate, 1));
  const free = pieces.filter((_, i) => !days.some((d) => booked[i]!.dates.includes(d)));
  expect(free.length).toBeGreaterThanOrEqual(3);
  return { eventDate, codes: free.slice(0, 3).map((p) => p.code) };
}

async function asCustomer(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await useToken(page, await loginByApi(request));
  return page;
}

/** A member opens the link, joins, chooses the nth piece with sizes and details; lands on the payment page. */
async function joinAndChoose(page: Page, shareUrl: string, code: string, firstName: string) {
  await page.goto(shareUrl);
  await page.getByRole('button', { name: 'Join the party' }).click();
  await expect(page.getByRole('heading', { name: 'Your outfit' })).toBeVisible();
  await page.locator('#party-piece').selectOption(code);
  const sizes = { pantLength: '40', pantWaist: '32', chest: '38', sleeveLength: '25' };
  for (const [field, value] of Object.entries(sizes)) await page.locator(`#party-${field}`).fill(value);
  const details = {
    firstName,
    lastName: 'Sharma',
    phone1: '9876543210',
    email: `${firstName.toLowerCase()}@example.in`,
    building: '12 Lotus Court',
    station: 'Kandivali',
    landmark: 'Opposite the park',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400067',
  };
  for (const [field, value] of Object.entries(details)) await page.locator(`#party-${field}`).fill(value);
  await page.getByRole('button', { name: 'Book and pay my advance' }).click();
  await expect(page).toHaveURL(/\/pay\/local/);
}

test('an organiser creates a party of three, two members join from the link and pay, the organiser pays for the third, the board shows the party', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { eventDate, codes } = await freePieces(request, 0);
  const name = `Sharma baraat ${Date.now() % 100000}`;

  await useToken(page, await loginByApi(request));
  await page.goto('/party/new');
  await page.getByLabel('Party name').fill(name);
  await page.getByLabel('Event date').fill(eventDate);
  await page.getByLabel('Delivery pincode').fill('400067');
  await page.getByLabel(/Pieces to choose from/).fill(codes.join(', '));
  await page.getByRole('button', { name: 'Create the party' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const shareUrl = await page.locator('#party-share-link').inputValue();
  expect(shareUrl).toMatch(/\/party\/[a-z0-9]+$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(shareUrl).replaceAll('.', '\\.')}`),
  );

  for (const [i, firstName] of ['Vikram', 'Kunal'].entries()) {
    const member = await asCustomer(browser, request);
    await joinAndChoose(member, shareUrl, codes[i]!, firstName);
    await member.getByRole('button', { name: /^Pay / }).click();
    await expect(member).toHaveURL(/\/ordercomplete/);
    await member.context().close();
  }
  const third = await asCustomer(browser, request);
  await joinAndChoose(third, shareUrl, codes[2]!, 'Dev');
  await third.context().close();

  await page.reload();
  const rows = page.getByTestId('party-member');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Vikram' })).toContainText('YesYes');
  const dev = rows.filter({ hasText: 'Dev' });
  await dev.getByRole('button', { name: /Pay .* for Dev/ }).click();
  await expect(page.getByRole('status')).toContainText('for Dev');
  await expect(dev.getByRole('cell').nth(2)).toHaveText('Yes');

  const partyCode = shareUrl.split('/').at(-1)!;
  await page.goto(`/admin/orders?party=${partyCode}`);
  await signInToBackOffice(page, DEMO_OWNER.mobile, request);
  await page.goto(`/admin/orders?party=${partyCode}`);
  const board = page.getByRole('table', { name: 'Orders' });
  await expect(board.getByRole('link', { name: `Party: ${name}` })).toHaveCount(3);
});
