import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays } from '../packages/shared/src/rules/index.ts';
import type { BookedDates, ListingResult, PincodeInfo } from '../packages/shared/src/schemas/index.ts';
import { freeEventDate, getSettings } from './support/catalog';
import { expect, expectAccessible, test } from './support/fixtures';
import { loginByApi } from './support/login';

/*
 * Home delivery is decided by the branch that holds the piece: the header refuses a pincode no
 * branch serves, and checkout says before ordering when the piece's own branch does not deliver
 * to the address, offering pickup there.
 */

const MEASUREMENTS = { topBust: 36, topWaist: 30, topSleeves: 14, chaniyaLength: 40 };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A women's rental no other spec uses, and the pincode of a branch that is not in its reach. */
async function pieceAndFarPincode(request: APIRequestContext, testInfo: TestInfo) {
  const listing = await getJson<ListingResult>(request, '/api/products?type=rent&group=women&limit=60');
  const usable = listing.items.filter((p) => p.isOnline && p.size !== null && p.rent);
  const product = usable[20 + (testInfo.project.name === 'phone' ? 0 : 1)];
  if (!product) throw new Error('not enough women’s rentals in the demo shop');
  const { items: branches } = await getJson<{ items: { name: string; pincode: string }[] }>(
    request,
    '/api/branches',
  );
  for (const branch of branches) {
    const info = await getJson<PincodeInfo>(
      request,
      `/api/pincodes/${branch.pincode}?product=${product.code}`,
    );
    if (info.serviceability === 'no' && info.pieceBranch) {
      return { product, pieceBranch: info.pieceBranch.name, far: branch.pincode };
    }
  }
  throw new Error('every branch is within reach of the piece');
}

async function fillAddress(page: Page, pincode: string) {
  const form = page.locator('#checkout-form');
  await form.getByLabel('First name').fill('Nisha');
  await form.getByLabel('Last name').fill('Patel');
  await form.getByLabel('Email').fill('nisha@example.in');
  await form.getByLabel('Building / flat no').fill('7 Shivam Flats');
  await form.getByLabel('Station').fill('Kalupur');
  await form.getByLabel('Landmark').fill('Near the market');
  await form.getByLabel('Town / city').fill('Ahmedabad');
  await form.getByLabel('State').fill('Gujarat');
  await form.getByLabel('Postcode').fill(pincode);
}

test('checkout says before ordering that the piece’s branch does not deliver there, and pickup there is taken', async ({
  page,
  request,
}, testInfo) => {
  const settings = await getSettings(request);
  const period = settings.rental.defaultPeriod;
  const { product, pieceBranch, far } = await pieceAndFarPincode(request, testInfo);
  const booked = await getJson<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
  const eventDate = freeEventDate(
    { ...booked, earliestEventDate: addDays(booked.earliestEventDate, 20) },
    period,
    settings.rental,
  );
  const token = await loginByApi(request);
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: product.code, eventDate, period, measurements: MEASUREMENTS },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.addInitScript((value) => localStorage.setItem('vastra.token', value), token);

  await page.goto('/checkout');
  await fillAddress(page, far);
  await page.getByLabel('Home delivery').check();
  const words = `Service Not Available: ${pieceBranch} does not deliver to ${far}. Choose store pickup at ${pieceBranch}.`;
  await expect(page.getByRole('alert').filter({ hasText: words })).toBeVisible();
  await expectAccessible(page, 'the checkout refusing home delivery');

  await page.getByLabel('Store pickup').check();
  await expect(page.getByText(words)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Terms' })).toBeVisible();
});

test('the header pincode dialog refuses a pincode no branch serves and keeps the old choice', async ({
  page,
}) => {
  await page.goto('/faqs/');
  await page.getByTestId('branch-selector').click();
  await page
    .getByRole('dialog', { name: 'Select Your Branch' })
    .getByRole('button', { name: 'Enter delivery pincode' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Enter Delivery Pincode' });
  await dialog.getByLabel('Pincode').fill('799001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(/Service Not Available: no branch delivers to this pincode yet/),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('799001');
});
