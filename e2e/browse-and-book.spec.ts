import {
  findBookedPiece,
  formatEventDate,
  formatRupees,
  freeEventDate,
  getSettings,
  priceRangeAround,
  rentalDates,
  rentForPeriod,
} from './support/catalog';
import { closeFilters, expect, isPhone, openFilters, showMonthOf, test } from './support/fixtures';

test('home → Men → a listing → filters → product → period and date → back keeps the filters', async ({
  page,
  request,
}) => {
  const settings = await getSettings(request);
  const { product, category, booked, bookedDay } = await findBookedPiece(request);
  const size = String(product.size);
  const colour = product.colours[0] ?? '';
  const [minPrice, maxPrice] = priceRangeAround(product.rent ?? 0);

  // Home → Men's collections → the piece's collection.
  await page.goto('/');
  await expect(page).toHaveTitle('Vastra – Wedding and occasion outfits on rent');
  const menSection = page.getByRole('region', { name: 'Men Collection', exact: true });
  await menSection.getByRole('link', { name: /^View all/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Men All Collections' })).toBeVisible();
  await page.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${category.slug}/${category.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  // Reached in the browser, the pages write the titles the server writes for them.
  await expect(page).toHaveTitle(`${category.name} on rent | Vastra`);

  // Size, price and colour: each goes to the URL.
  let filters = await openFilters(page);
  await filters.getByLabel('Size').selectOption(size);
  await expect(page).toHaveURL(new RegExp(`size=${size}`));
  filters = isPhone(page) ? page.getByRole('dialog', { name: 'Filters' }) : filters;
  await filters.getByLabel('Minimum rent').fill(String(minPrice));
  await filters.getByLabel('Maximum rent').fill(String(maxPrice));
  // The slider applies after a second of quiet.
  await expect(page).toHaveURL(new RegExp(`minPrice=${minPrice}&maxPrice=${maxPrice}`), { timeout: 5000 });
  await filters.getByLabel('Colour').selectOption(colour);
  await expect(page).toHaveURL(
    new RegExp(`colour=${encodeURIComponent(colour).replace(/%20/g, '(\\+|%20)')}`),
  );
  await closeFilters(page);

  const card = page.locator(`[data-testid="product-card"][data-code="${product.code}"]`);
  await expect(card).toBeVisible();
  for (const shown of await page.getByTestId('product-card').all()) {
    await expect(shown).toContainText(product.sizeLabel);
  }
  await expect(card).toContainText(formatRupees(product.rent));

  // An event date on which the piece is booked: it leaves the listing.
  filters = await openFilters(page);
  const dateInput = filters.getByLabel('Event date', { exact: true });
  await dateInput.fill(formatEventDate(bookedDay));
  await dateInput.press('Enter');
  await expect(page).toHaveURL(new RegExp(`eventDate=${bookedDay}`));
  await closeFilters(page);
  await expect(card).toHaveCount(0);

  // Without the date it is back; open it.
  filters = await openFilters(page);
  await filters.getByRole('button', { name: 'Clear event date' }).click();
  await expect(page).not.toHaveURL(/eventDate=/);
  await closeFilters(page);
  const listingUrl = page.url();
  await card.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}/${product.code}/`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(
    `${product.name} (${product.code}) on rent from ${formatRupees(product.rent)} | Vastra`,
  );

  // The booked day cannot be picked in the calendar.
  await page.getByRole('button', { name: 'Open calendar: event date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Event date' });
  await expect(calendar).toBeVisible();
  const bookedCell = await showMonthOf(calendar, bookedDay);
  await expect(bookedCell.getByRole('button')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // Typing it is refused with the 'already booked' message.
  const eventInput = page.getByLabel('Event date', { exact: true });
  await eventInput.fill(formatEventDate(bookedDay));
  await eventInput.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'already booked' })).toBeVisible();
  await expect(page.getByTestId('delivery-date')).toHaveText('-');

  // Six days on a free date: dates and price follow the shared rules.
  await page.getByRole('radio', { name: '6 days' }).check();
  const freeDay = freeEventDate(booked, 6, settings.rental);
  await eventInput.fill(formatEventDate(freeDay));
  await eventInput.press('Enter');
  const { deliveryDate, returnDate } = rentalDates(freeDay, 6, settings.rental);
  await expect(page.getByTestId('delivery-date')).toHaveText(formatEventDate(deliveryDate));
  await expect(page.getByTestId('return-date')).toHaveText(formatEventDate(returnDate));
  const rent6 = rentForPeriod(product.rent ?? 0, 6, settings.rental);
  await expect(page.getByTestId('rental-summary')).toHaveText(`6 days / ${formatRupees(rent6)}`);

  // Eight days: recomputed at once.
  await page.getByRole('radio', { name: '8 days' }).check();
  const eight = rentalDates(freeDay, 8, settings.rental);
  const blocked = new Set(booked.dates);
  const clashes = Object.values(eight).some((d) => blocked.has(d));
  if (!clashes) {
    await expect(page.getByTestId('return-date')).toHaveText(formatEventDate(eight.returnDate));
    await expect(page.getByTestId('rental-summary')).toHaveText(
      `8 days / ${formatRupees(rentForPeriod(product.rent ?? 0, 8, settings.rental))}`,
    );
  }

  // Back: the listing with its filters, as it was left.
  await page.goBack();
  await expect(page).toHaveURL(listingUrl);
  await expect(card).toBeVisible();
  filters = await openFilters(page);
  await expect(filters.getByLabel('Size')).toHaveValue(size);
  await expect(filters.getByLabel('Colour')).toHaveValue(colour);
});

test('a filtered listing can be shared and reloaded', async ({ page, request }) => {
  const { category } = await findBookedPiece(request);
  await page.goto(`/listing/${category.slug}/${category.code}?sort=lowToHigh&minPrice=500&maxPrice=4500`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const rents = await page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map((c) => Number((c.textContent ?? '').match(/Rent\s*₹([\d,]+)/)?.[1]?.replace(/,/g, ''))),
    );
  expect(rents.length).toBeGreaterThan(0);
  expect([...rents].sort((a, b) => a - b)).toEqual(rents);
  for (const rent of rents) expect(rent).toBeGreaterThanOrEqual(500);
  for (const rent of rents) expect(rent).toBeLessThanOrEqual(4500);
  await page.reload();
  const filters = await openFilters(page);
  await expect(filters.getByLabel('Sort by')).toHaveValue('lowToHigh');
  await expect(filters.getByLabel('Minimum rent')).toHaveValue('500');
  // Reset: rent ₹500–₹4,500, latest first.
  await filters.getByLabel('Sort by').selectOption('highToLow');
  await expect(page).toHaveURL(/sort=highToLow/);
  await (isPhone(page) ? page.getByRole('dialog', { name: 'Filters' }) : filters)
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page).toHaveURL(/minPrice=500&maxPrice=4500$/);
});

test('infinite scroll loads more pieces, with a Load More button', async ({ page }) => {
  await page.goto('/listing/men/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Men All Collections' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
});

test('with a delivery pincode, a garment asks for the size first; an accessory does not', async ({
  page,
  request,
}) => {
  const { items: categories } = (await (await request.get('/api/categories?group=men')).json()) as {
    items: { code: string; slug: string; isAccessory: boolean }[];
  };
  const garment = categories.find((c) => !c.isAccessory);
  const accessory = categories.find((c) => c.isAccessory);
  if (!garment) throw new Error('no garment category');
  await page.addInitScript(() =>
    localStorage.setItem(
      'vastra.location',
      JSON.stringify({ branchCode: null, branchName: null, pincode: '400067', areaName: 'Charkop' }),
    ),
  );

  await page.goto(`/listing/${garment.slug}/${garment.code}`);
  const card = page.getByTestId('product-card').first();
  const code = await card.getAttribute('data-code');
  await card.getByRole('heading').getByRole('link').click();
  const dialog = page.getByRole('dialog', { name: 'Select Size' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('XL');
  await dialog.getByRole('group', { name: 'Your size' }).getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/.+/${code}/$`));
  expect(await page.evaluate(() => localStorage.getItem('vastra.chosenSize'))).toContain('"size"');

  if (!accessory) return;
  await page.goto(`/listing/${accessory.slug}/${accessory.code}`);
  const piece = page.getByTestId('product-card').first();
  const pieceCode = await piece.getAttribute('data-code');
  await piece.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/.+/${pieceCode}/$`));
});
