import { expect, isPhone, test } from './support/fixtures';

/*
 * The desktop bar's menus (Men, Women) are drawn by the server on every screen and shown by CSS
 * on a desktop only; a phone's browser takes them over once its screen is a desktop's width
 * (record 50). Either way, a visitor who can see them can use them.
 */
test('the Men menu opens and leads to a collection, also once a phone’s screen has turned to a desktop’s width', async ({
  page,
  request,
}) => {
  const men = (await (await request.get('/api/categories?group=men')).json()) as {
    items: { code: string; slug: string; name: string }[];
  };
  const category = men.items[0];
  if (!category) throw new Error('the demo shop has no men’s collection');
  await page.goto('/about-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    await expect(nav).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 768 });
  }
  await expect(nav).toBeVisible();
  const menButton = nav.getByRole('button', { name: 'Men', exact: true });
  // Pointing at a menu opens it; the button tells assistive technology it is open.
  await menButton.hover();
  await expect(menButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#menu-men');
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${category.slug}/${category.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  // The menu closes on the new page.
  await expect(panel).toBeHidden();
});
