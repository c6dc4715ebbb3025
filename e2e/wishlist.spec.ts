import { expect, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

test('a logged-in customer keeps a wishlist from the listing and the product page', async ({
  page,
  request,
}) => {
  const token = await loginByApi(request);
  await useToken(page, token);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  await page.goto('/listing/women/all');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const code = (await card.getAttribute('data-code')) ?? '';
  const heart = card.getByRole('button', { name: `Add to Wishlist: ${code}` });
  await heart.click();
  await expect(page.getByText('Product added to wishlist')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove from Wishlist: ${code}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
  const saved = (await (await request.get('/api/wishlist', auth)).json()) as {
    items: { product: { code: string } }[];
  };
  expect(saved.items.map((i) => i.product.code)).toEqual([code]);

  // The product page knows it, and shows the relationship manager.
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist', exact: true })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Relationship manager' }).getByRole('link'),
  ).toHaveAttribute('href', /^tel:/);
  await page.getByRole('button', { name: 'Remove from Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add to Wishlist', exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/wishlist', auth)).json()) as { items: unknown[] }).items.length,
    )
    .toBe(0);
});

test('a rejected token (401) logs the shopper out', async ({ page }) => {
  await useToken(page, 'not-a-real-token');
  await page.goto('/category/men');
  // The header asks for the wishlist; the API answers 401 and the session is cleared.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vastra.token'))).toBeNull();
  await expect(
    page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
});
