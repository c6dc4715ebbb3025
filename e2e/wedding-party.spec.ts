import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, eachDay, rentalDates } from '../packages/shared/src/rules/index.ts';
import type { BookedDates, ListingResult, Settings } from '../packages/shared/src/schemas/index.ts';
import { demoOwner, signInToBackOffice } from './support/admin';
import { expect, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * A wedding party on the built app: the organiser creates a party with a set of pieces and shares
 * its link; three members join from the link and choose a piece with their sizes; two pay their
 * own advances, and the organiser pays for the third through "Pay for everyone" (who it
 * covers and the total shown first, then the local gateway's page). Staff then see the three
 * orders as one party on the orders board. (pay-all.test.ts covers one payment for several.)
 * Both runs (phone and desktop) make a party of their own on their own pieces and date.
 */
test.describe.configure({ mode: 'serial' });

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Three men's pieces and an event date on which all three are free; each run (`daysAhead`) its own date. */
async function freePieces(request: APIRequestContext, daysAhead: number) {
  const settings = await json<Settings>(request, '/api/settings/public');
  const listing = await json<ListingResult>(
    request,
    '/api/products?type=rent&group=men&limit=60&sort=lowToHigh',
  );
  const pieces = listing.items.filter((p) => p.isOnline && p.size !== null && p.rent).slice(0, 12);
  const booked = await Promise.all(
    pieces.map((p) => json<BookedDates>(request, `/api/products/${p.code}/booked-dates`)),
  );
  const eventDate = addDays(booked[0]!.earliestEventDate, daysAhead);
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

const SIZES = { pantLength: '40', pantWaist: '32', chest: '38', sleeveLength: '25' };

/** On the party page: the piece, sizes and details; "Book and pay my advance" lands on the payment page. */
async function choose(page: Page, code: string, firstName: string) {
  await expect(page.getByRole('heading', { name: 'Your outfit' })).toBeVisible();
  await page.locator('#party-piece').selectOption(code);
  for (const [field, value] of Object.entries(SIZES)) await page.locator(`#party-${field}`).fill(value);
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

/** A member opens the link, joins and chooses. */
async function joinAndChoose(page: Page, shareUrl: string, code: string, firstName: string) {
  await page.goto(shareUrl);
  await page.getByRole('button', { name: 'Join the party' }).click();
  await choose(page, code, firstName);
}

test('an organiser creates a party of three, two members join from the link and pay, the organiser pays for the third, the board shows the party', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The phone and desktop runs each take a date of their own, a month apart.
  const { eventDate, codes } = await freePieces(request, testInfo.project.name === 'phone' ? 180 : 150);
  const name = `Sharma baraat ${testInfo.project.name} ${Date.now() % 100000}`;

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

  // Vikram and Kunal join and pay their own advances; Arjun joins and chooses, and leaves the paying.
  for (const [i, who] of [
    [0, 'Vikram'],
    [1, 'Kunal'],
  ] as const) {
    const member = await asCustomer(browser, request);
    await joinAndChoose(member, shareUrl, codes[i]!, who);
    await member.getByRole('button', { name: /^Pay / }).click();
    await expect(member).toHaveURL(/\/ordercomplete/);
    await member.context().close();
  }
  const arjun = await asCustomer(browser, request);
  await joinAndChoose(arjun, shareUrl, codes[2]!, 'Arjun');
  await arjun.context().close();

  // The organiser (listed first, choosing nothing for themselves here) pays for the third.
  await page.goto(shareUrl);
  const rows = page.getByTestId('party-member');
  await expect(rows).toHaveCount(4);
  for (const who of ['Vikram', 'Kunal']) {
    await expect(rows.filter({ hasText: who }).getByRole('cell').nth(2)).toHaveText('Yes');
  }
  await expect(rows.filter({ hasText: 'Arjun' }).getByRole('cell').nth(2)).not.toHaveText('Yes');
  await page.getByRole('button', { name: 'Pay for everyone' }).click();
  // Before paying: who it covers (the one who has not paid) and the total.
  const covers = page.getByTestId('pay-all-covers');
  await expect(covers.getByRole('listitem')).toHaveCount(1);
  await expect(covers).toContainText('Arjun');
  await expect(covers).not.toContainText('Vikram');
  await expect(covers).not.toContainText('Kunal');
  const payAll = page
    .getByRole('region', { name: 'Pay for everyone' })
    .getByRole('button', { name: /^Pay ₹[\d,]+ for Arjun$/ });
  const total = /₹[\d,]+/.exec((await payAll.textContent()) ?? '')?.[0] ?? '';
  expect(total).not.toBe('');
  await payAll.click();

  // The local gateway's page: one payment of the total.
  await expect(page).toHaveURL(/\/party\/[a-z0-9]+\/pay\?gatewayOrderId=/);
  await expect(page.getByRole('heading', { name: 'Pay for everyone' })).toBeVisible();
  await expect(page.getByTestId('party-pay-amount')).toHaveText(total);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`${shareUrl.split('/').at(-1)}$`));
  await expect(page.getByRole('status').filter({ hasText: `Paid ${total} for` })).toBeVisible();
  for (const who of ['Arjun', 'Kunal', 'Vikram']) {
    await expect(rows.filter({ hasText: who }).getByRole('cell').nth(2)).toHaveText('Yes');
  }

  const partyCode = shareUrl.split('/').at(-1)!;
  await page.goto(`/admin/orders?party=${partyCode}`);
  await signInToBackOffice(page, demoOwner(testInfo).mobile, request);
  await page.goto(`/admin/orders?party=${partyCode}`);
  const board = page.getByRole('table', { name: 'Orders' });
  await expect(board.getByRole('link', { name: `Party: ${name}` })).toHaveCount(3);
});
