import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays } from '../packages/shared/src/rules/index.ts';
import type { BookedDates } from '../packages/shared/src/schemas/index.ts';
import { demoOwner, signInToBackOffice } from './support/admin';
import { expect, isPhone, showMonthOf, test } from './support/fixtures';

/*
 * The catalogue in the back office, on the built app: the owner adds a piece with two photos from
 * files and the storefront lists and shows it; a staff member blocks it for cleaning and the
 * storefront's calendar refuses those days; the owner retires it into a pre-used sale listing,
 * which the sale page shows with its MRP.
 */

const DEMO_STAFF = { mobile: '9000000002', name: 'Ravi Patel' };

/** Two camera-like photos written to the test's folder (a JPEG with EXIF and a PNG). */
async function photoFiles(dir: (name: string) => string): Promise<string[]> {
  const jpeg = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7a1f3d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  const files = [dir('front.jpg'), dir('back.png')];
  await writeFile(files[0] as string, jpeg);
  await writeFile(files[1] as string, png);
  return files;
}

/** The storefront caches listings for a few seconds: look again until it shows. */
async function eventually(page: Page, url: string, target: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(target).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function signOutAndIn(
  page: Page,
  who: { mobile: string; name: string },
  request: Parameters<typeof signInToBackOffice>[2],
) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await signInToBackOffice(page, who.mobile, request);
  await expect(page.getByText(who.name)).toBeVisible();
}

test('owner adds a piece with photos, staff block it, owner retires it into a pre-used sale', async ({
  page,
  request,
}, testInfo) => {
  // Three sign-ins; the phone and desktop runs share the demo staff and may wait out a resend pause.
  test.setTimeout(240_000);
  // The back office on the narrowest phone; the storefront on the project's own phone.
  const phone = isPhone(page);
  const backOffice = () => (phone ? page.setViewportSize({ width: 360, height: 760 }) : Promise.resolve());
  const storefront = () => (phone ? page.setViewportSize({ width: 390, height: 844 }) : Promise.resolve());
  await backOffice();
  const name = `Test ${testInfo.project.name} Velvet Tuxedo ${Date.now() % 100_000}`;

  // The owner adds the piece.
  await page.goto('/admin/inventory');
  await signInToBackOffice(page, demoOwner(testInfo).mobile, request);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a piece' }).click();
  const form = page.getByRole('form', { name: 'New piece' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption('DST');
  const branch = form.getByLabel('Branch');
  await branch.selectOption(
    (await branch.locator('option', { hasText: '(KDV)' }).getAttribute('value')) ?? '',
  );
  await form.getByLabel('Size').fill('40');
  await form.getByLabel('Colours').fill('Black, Gold');
  await form.getByLabel('Base rent').fill('4999');
  await form.getByLabel('Deposit').fill('5000');
  await form.getByLabel('MRP on the tag').fill('32999');
  await form.getByRole('button', { name: 'Add the piece' }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\/\d+$/);
  const pieceUrl = page.url();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(name);
  const code = ((await heading.textContent()) ?? '').split(' ')[0] ?? '';
  expect(code).toMatch(/^DST\d+$/);

  // Two photos from files (on a phone the same input opens the camera).
  await page.getByLabel(/Add photos/).setInputFiles(await photoFiles((f) => testInfo.outputPath(f)));
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByText('Main photo')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // The storefront lists it and shows its page with the uploaded photos.
  await storefront();
  const card = page.locator(`[data-testid="product-card"][data-code="${code}"]`);
  await eventually(page, `/search-results?q=${encodeURIComponent(name)}`, card);
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator(`img[src*="/p/${code}/u"]`).first()).toBeVisible();

  // A staff member blocks it for cleaning: the storefront's calendar refuses those days.
  const booked = (await (await request.get(`/api/products/${code}/booked-dates`)).json()) as BookedDates;
  const from = addDays(booked.earliestEventDate, 12);
  const blockedDay = addDays(from, 1);
  expect(booked.dates).not.toContain(blockedDay);
  await backOffice();
  await page.goto(pieceUrl);
  await signOutAndIn(page, DEMO_STAFF, request);
  await page.goto(pieceUrl);
  await expect(page.getByRole('form', { name: `Edit ${code}` }).getByLabel('Name')).toHaveAttribute(
    'readonly',
  );
  await expect(page.getByRole('button', { name: 'Retire' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Block for maintenance' }).click();
  const blockDialog = page.getByRole('dialog');
  await blockDialog.getByLabel('From').fill(from);
  await blockDialog.getByLabel('To', { exact: true }).fill(addDays(from, 2));
  await blockDialog.getByLabel('Why (cleaning, repair…)').fill('Haldi stain, dry cleaning');
  await blockDialog.getByRole('button', { name: 'Block' }).click();
  await expect(blockDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Status: Blocked for maintenance' })).toBeVisible();

  await storefront();
  await page.goto(`/product/x/${code}/`);
  await page.getByRole('button', { name: 'Open calendar: event date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Event date' });
  const cell = await showMonthOf(calendar, blockedDay);
  await expect(cell.getByRole('button')).toBeDisabled();
  await page.keyboard.press('Escape');

  // The owner retires it into a pre-used sale listing.
  await backOffice();
  await page.goto(pieceUrl);
  await signOutAndIn(page, demoOwner(testInfo), request);
  await page.goto(pieceUrl);
  await page.getByRole('button', { name: 'Retire' }).click();
  const retire = page.getByRole('dialog');
  await retire.getByLabel('Condition notes').fill('Faded hem, sleeve repaired');
  await retire.getByLabel('Sale price').fill('6999');
  await retire.getByLabel('Real MRP').fill('32999');
  await retire.getByRole('button', { name: 'Retire and list for sale' }).click();
  await expect(retire).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Status: Retired' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${code}-S` })).toBeVisible();

  await storefront();
  const sale = page.locator(`[data-testid="sale-card"][data-code="${code}-S"]`);
  await eventually(page, '/buy/', sale);
  await expect(sale).toContainText('MRP');
  await expect(sale).toContainText('₹32,999');
  await expect(sale).toContainText(name);
});
