import { expect, openFilters, test } from './support/fixtures';

/*
 * Where a page is scrolled after a navigation (record 29, addendum 3: the declarative router with
 * the storefront's own scroll restoration instead of the data router's).
 */

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top, and Back returns to where the listing was left', async ({ page }) => {
  await page.goto('/listing/men/all');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(10);
  const sixth = cards.nth(5);
  await sixth.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(200);

  const name = (await sixth.getByRole('heading').first().textContent())?.trim() ?? '';
  await sixth.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/listing\/men\/all$/);
  await expect.poll(() => scrollY(page)).toBe(left);

  // Forward: the product page again, at the top where it was left.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a listing filter changes the address but leaves the page where it is scrolled', async ({ page }) => {
  await page.goto('/listing/men/all');
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => scrollY(page)).toBe(120);
  const filters = await openFilters(page);
  await filters.getByLabel('Sort by').selectOption('highToLow');
  await expect(page).toHaveURL(/sort=highToLow/);
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  expect(await scrollY(page)).toBe(120);
});

test('a reload returns to where the page was left; a page opened anew starts at the top', async ({
  page,
}) => {
  await page.goto('/listing/men/all');
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBe(400);

  await page.reload();
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await expect.poll(() => scrollY(page)).toBe(400);

  // Another listing opened anew in the same tab (a typed address, a link from another site, the
  // return from the payment page): at its top, not where the page before it was left.
  await page.goto('/listing/women/all');
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  expect(await scrollY(page)).toBe(0);
});
