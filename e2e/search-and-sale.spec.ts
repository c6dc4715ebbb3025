import { expect, isPhone, test } from './support/fixtures';

test('search from the header', async ({ page }) => {
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: /Search sherwanis/ }).click();
  else await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the collection' });
  await dialog.getByRole('searchbox', { name: 'Search the collection' }).fill('sherwani');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search-results\?q=sherwani$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “sherwani”' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /sherwani/i }).first()).toBeVisible();
});

test('a search with no match says what to do', async ({ page }) => {
  await page.goto('/search-results?q=zzzz-no-such-thing');
  await expect(page.getByText("Try adjusting the filters to find what you're looking for.")).toBeVisible();
});

test('the sale: PRE USED - SALE with numbered pages', async ({ page, request }) => {
  const first = (await (await request.get('/api/products?type=buy&limit=10')).json()) as { total: number };
  await page.goto('/buy/');
  await expect(page.getByRole('heading', { level: 1, name: 'PRE USED - SALE' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home/The Shop');
  const cards = page.getByTestId('sale-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^BUY NOW- ₹ [\d,]+/ })).toHaveAttribute(
    'href',
    /^\/productbuy\/.+\/.+\/$/,
  );
  await expect(cards.first().getByRole('button', { name: /Add to Wishlist/ })).toHaveAttribute(
    'title',
    'Add to Wishlist',
  );

  const pages = Math.ceil(first.total / 10);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  if (pages <= 1) {
    await expect(pager).toHaveCount(0);
    return;
  }
  await expect(pager.getByRole('link', { name: 'PREV' })).toHaveCount(0);
  const firstCode = await cards.first().getAttribute('data-code');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/buy\/\?page=2$/);
  await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).not.toHaveAttribute('data-code', firstCode ?? '');
  await expect(pager.getByRole('link', { name: 'PREV' })).toBeVisible();
  await pager.getByRole('link', { name: 'PREV' }).click();
  await expect(page).toHaveURL(/\/buy\/$/);

  // Men only: the filter goes to the URL and back to page 1.
  await page.getByLabel('Main category').selectOption('men');
  await expect(page).toHaveURL(/group=men/);
});

test('a sale piece: price, MRP and BUY NOW', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/products?type=buy&limit=1')).json()) as {
    items: { code: string; slug: string; name: string }[];
  };
  const piece = items[0];
  test.skip(!piece, 'no sale pieces in the demo shop');
  if (!piece) return;
  await page.goto(`/productbuy/${piece.slug}/${piece.code}/`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Original MRP' })).toBeVisible();
  await page.getByRole('button', { name: 'Size Guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size Guide' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ADD TO WISHLIST' }).click();
  await expect(page.getByRole('dialog', { name: 'Please login to continue' })).toBeVisible();
});
