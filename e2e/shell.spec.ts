import { expect, expectAccessible, isPhone, test } from './support/fixtures';

test('branch picker: the choice is kept across visits', async ({ page, request }) => {
  const { items: branches } = (await (await request.get('/api/branches')).json()) as {
    items: { code: string; name: string; city: string }[];
  };
  const branch = branches[1] ?? branches[0];
  if (!branch) throw new Error('no branches');

  await page.goto('/');
  await page.getByTestId('branch-selector').click();
  const picker = page.getByRole('dialog', { name: 'Select Your Branch' });
  await expect(picker).toBeVisible();
  await expect(picker).toContainText('Choose a branch nearest to you for better service');
  await expect(picker.getByRole('button', { name: new RegExp(branch.name) })).toContainText(branch.city);
  await picker.getByRole('button', { name: new RegExp(`^${branch.name}`) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('branch-selector')).toContainText(branch.name);

  await page.reload();
  await expect(page.getByTestId('branch-selector')).toContainText(branch.name);

  // The listing shows that branch's pieces only.
  await page.goto('/listing/men/all');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const response = await request.get(`/api/products?type=rent&group=men&branch=${branch.code}&limit=10`);
  const { items } = (await response.json()) as { items: { code: string }[] };
  // The first page's pieces, in the API's order (a tall screen goes on to load the next pages).
  await expect
    .poll(() =>
      cards.evaluateAll((all, n) => all.slice(0, n).map((c) => c.getAttribute('data-code')), items.length),
    )
    .toEqual(items.map((item) => item.code));
});

test('pincode: the wrong-pincode and delivery messages, and the area looked up from six digits', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('branch-selector').click();
  await page.getByRole('button', { name: 'Enter delivery pincode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Delivery Pincode' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Pincode');
  const save = dialog.getByRole('button', { name: 'Save' });

  await input.fill('');
  await save.click();
  await expect(dialog.getByText('Pincode is required')).toBeVisible();

  await input.fill('4000');
  await save.click();
  await expect(dialog.getByText('Pincode must be 6 digits')).toBeVisible();

  await input.fill('999999');
  await expect(dialog.getByText('Area not found for this pincode')).toBeVisible();

  await input.fill('400067');
  await expect(dialog.getByText(/Mumbai/)).toBeVisible();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('branch-selector')).toContainText('400067');
});

test('a visitor’s cart asks to log in and remembers the page', async ({ page }) => {
  await page.goto('/category/women');
  await page.getByTestId('header-cart').click();
  const prompt = page.getByRole('dialog', { name: 'Please login to continue' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await page.getByTestId('header-cart').click();
  await page
    .getByRole('dialog', { name: 'Please login to continue' })
    .getByRole('button', { name: 'Login' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vastra.redirectAfterLogin'))).toBe(
    '/category/women',
  );
});

test('the phone drawer: help, navigation, Information and Policies', async ({ page }) => {
  test.skip(!isPhone(page), 'the drawer is the phone’s menu');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(drawer.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Return Policy' })).toBeHidden();
  await drawer.getByText('Policies', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Return Policy' })).toBeVisible();
  await drawer.getByText('Information', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expectAccessible(page, 'the drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('desktop menus list the categories', async ({ page, request }) => {
  test.skip(isPhone(page), 'the menus are the desktop header’s');
  const { items } = (await (await request.get('/api/categories?group=women')).json()) as {
    items: { code: string; slug: string; name: string }[];
  };
  const first = items[0];
  if (!first) throw new Error('no women’s categories');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Women' }).click();
  await page.getByRole('link', { name: first.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${first.slug}/${first.code}$`));
});

test('the main navigation leads to whole outfits and to planning a wedding party', async ({ page }) => {
  const open = async (name: string) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    }
  };
  await open('Outfits');
  await expect(page).toHaveURL(/\/kits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Whole outfits' })).toBeVisible();
  await open('Wedding party');
  // Planning a party is for a signed-in organiser: a visitor is asked to log in first.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Vastra');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the demo says on every page that payments are simulated', async ({ page }) => {
  for (const path of ['/', '/no-such-page', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Demo shop' })).toHaveText(
      'Demo shop: payments are simulated and no money is charged.',
    );
  }
});

test('toasts go away after five seconds', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('branch-selector').click();
  await page
    .getByRole('dialog', { name: 'Select Your Branch' })
    .getByRole('button', { name: 'All branches' })
    .click();
  const toast = page.getByText('Showing pieces from every branch');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });
});
