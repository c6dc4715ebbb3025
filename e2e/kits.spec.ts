import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import type { KitDetail } from '../packages/shared/src/schemas/index.ts';
import { expect, isPhone, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

const KIT = 'royal-groom-kit';
const ADDRESS = {
  firstName: 'Rohan',
  lastName: 'Shah',
  phone1: '9876543210',
  email: 'rohan@example.in',
  building: '12 Lotus Court',
  station: 'Kandivali',
  landmark: 'Opposite the park',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400067',
};

/*
 * A groom rents the four-part groom kit, choosing the sherwani's size himself, and checks out: the
 * summary, Order Received and the order's page show the outfit as one item with its parts. A second
 * customer, whose page had the kit's safa open for an overlapping date, then asks for it: it is
 * refused naming the safa, another safa of the same kind and size is offered, and she rents that.
 */
test('a groom rents a four-part kit; the safa alone is then refused and another offered', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two customers' browsers and a whole checkout: longer than one customer's test.
  test.setTimeout(240_000);
  // An event date on which every part has a free piece and the sherwani more than one free size.
  let eventDate = addDays(todayInIndia(new Date()), testInfo.project.name === 'phone' ? 70 : 30);
  let kit: KitDetail | null = null;
  for (let tries = 0; tries < 60; tries++, eventDate = addDays(eventDate, 2)) {
    const found = (await (await request.get(`/api/kits/${KIT}?eventDate=${eventDate}`)).json()) as KitDetail;
    const free = found.parts.map((p) => p.pieces.filter((x) => x.free));
    if (free.every((f) => f.length > 0) && free[0]!.length > 1) {
      kit = found;
      break;
    }
  }
  if (!kit) throw new Error('no date with the whole kit free');
  const sherwani = kit.parts[0]!.pieces.filter((p) => p.free)[1]!;
  const safa = kit.parts[1]!.pieces.find((p) => p.free)!;

  const groom = await loginByApi(request);
  await useToken(page, groom);
  await page.goto(`/kits/${KIT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Royal Groom Kit' })).toBeVisible();
  await page.getByLabel('Event date').fill(eventDate);
  const parts = page.getByTestId('kit-part');
  await expect(parts).toHaveCount(4);
  await page.getByLabel('Sherwani: size').selectOption(sherwani.code);
  await page.getByLabel('Safa: size').selectOption(safa.code);
  for (const [label, value] of [
    ['Pant length', '40'],
    ['Pant waist', '32'],
    ['Chest', '40'],
    ['Sleeve length', '25'],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Add outfit to bag' }).click();
  await expect(page.getByRole('status')).toContainText('The outfit is in your bag.');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(4);
  await expect(page.getByTestId('cart-item-kit')).toHaveCount(4);
  await expect(page.getByTestId('cart-item').filter({ hasText: sherwani.code })).toContainText(
    'Part of the outfit Royal Groom Kit',
  );

  // The second customer has the safa's page open for a day later (free until the groom orders).
  const guest = await loginByApi(request);
  const later = addDays(eventDate, 1);
  const { use } = testInfo.project;
  const guestContext = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
  });
  const her = await guestContext.newPage();
  const safaPage = `/product/${((await (await request.get(`/api/products/${safa.code}`)).json()) as { slug: string }).slug}/${safa.code}/?eventDate=${later}&period=4`;
  await useToken(her, guest);
  await her.goto(safaPage);
  await expect(her.getByTestId('date-verdict')).toContainText('Free for your date', { timeout: 30_000 });

  // The groom checks out: the summary shows the outfit as one item with its four parts.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summaryKit = page.getByTestId('cart-kit');
  await expect(summaryKit).toHaveCount(1);
  await expect(summaryKit.getByRole('heading', { name: 'Royal Groom Kit' })).toBeVisible();
  await expect(summaryKit.getByTestId('cart-kit-part')).toHaveCount(4);
  await expect(summaryKit.getByTestId('cart-kit-part').filter({ hasText: sherwani.code })).toContainText(
    'Chest 40',
  );
  const form = page.locator('#checkout-form');
  for (const [label, value] of [
    ['First name', ADDRESS.firstName],
    ['Last name', ADDRESS.lastName],
    ['Email', ADDRESS.email],
    ['Building / flat no', ADDRESS.building],
    ['Station', ADDRESS.station],
    ['Landmark', ADDRESS.landmark],
    ['Town / city', ADDRESS.city],
    ['State', ADDRESS.state],
    ['Postcode', ADDRESS.zipCode],
  ] as const) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole('radio', { name: /Store pickup/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Payment Terms' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pay\/local\?order=.+/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Received' })).toBeVisible();
  await expect(page.getByTestId('order-kit').getByTestId('kit-part-line')).toHaveCount(4);

  // The order's page: the outfit is one item, its name and rent, its four parts beneath.
  await page.getByRole('link', { name: 'View order' }).click();
  const kitCard = page.getByTestId('order-kit');
  await expect(kitCard).toHaveCount(1);
  await expect(kitCard.getByRole('heading', { level: 2 })).toContainText('Royal Groom Kit');
  const partLines = kitCard.getByTestId('kit-part-line');
  await expect(partLines).toHaveCount(4);
  await expect(partLines.filter({ hasText: sherwani.code })).toContainText(
    'Pant length 40 · Pant waist 32 · Chest 40 · Sleeve length 25',
  );
  await expect(partLines.filter({ hasText: safa.code })).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  const booked = (await (await request.get(`/api/kits/${KIT}?eventDate=${eventDate}`)).json()) as KitDetail;
  for (const code of [sherwani.code, safa.code]) {
    expect(booked.parts.flatMap((p) => p.pieces).find((p) => p.code === code)?.free).toBe(false);
  }

  // She now asks for the safa: refused, the safa named, and another safa of the same kind and size
  // offered, which she rents instead for her date.
  const rentNow = (p: Page) =>
    isPhone(p)
      ? p.getByRole('region', { name: 'Rental summary' }).getByRole('button', { name: 'Rent Now' })
      : p.getByRole('button', { name: 'Rent Now' });
  await rentNow(her).click();
  const pincode = her.getByRole('dialog', { name: 'Enter Delivery Pincode' });
  // Delivery to the kit's own branch's pincode (its branch delivers there).
  const { items: branches } = (await (await request.get('/api/branches')).json()) as {
    items: { code: string; pincode: string }[];
  };
  const branchPincode = branches.find((b) => b.code === kit.branch.code)?.pincode ?? '';
  await pincode.getByLabel('Delivery pincode').fill(branchPincode);
  await pincode.getByRole('button', { name: 'Check' }).click();
  const details = her.getByRole('dialog', { name: 'Delivery Details' });
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  const refused = her.getByRole('dialog', { name: 'Change your event date' });
  await expect(refused).toContainText('This product is already booked');
  const offer = refused.getByTestId('substitute-offer');
  await expect(offer).toContainText(`${safa.code} is booked on your dates.`);
  await expect(offer).toContainText('the same kind and size, is free on your dates.');
  const offered = /(SAF\w+) \(/.exec((await offer.textContent()) ?? '')?.[1] ?? '';
  expect(offered).not.toBe('');
  expect(offered).not.toBe(safa.code);
  await refused.getByRole('button', { name: `Rent ${offered} instead` }).click();
  await expect(her).toHaveURL(new RegExp(`/${offered}/\\?eventDate=${later}&period=4$`));
  await expect(her.getByTestId('date-verdict')).toContainText('Free for your date');
  await rentNow(her).click();
  await her
    .getByRole('dialog', { name: 'Delivery Details' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(her.getByRole('dialog', { name: 'Added to your bag' })).toBeVisible();
  const herCart = (await (
    await request.get('/api/cart', { headers: { authorization: `Bearer ${guest}` } })
  ).json()) as { items: { product: { code: string } }[] };
  expect(herCart.items.map((i) => i.product.code)).toEqual([offered]);

  // Opening the groom's safa for her date again says so at once, with the same offer as a link.
  await her.goto(safaPage);
  await expect(her.getByTestId('date-verdict')).toContainText('Not free for your date');
  await expect(her.getByTestId('substitute-offer')).toContainText(`${safa.code} is booked on your dates.`);
  await expect(her.getByTestId('substitute-offer').getByRole('link', { name: /^Rent SAF/ })).toBeVisible();
  await guestContext.close();

  // The kit page now marks the groom's safa as booked on those dates.
  await page.goto(`/kits/${KIT}`);
  await page.getByLabel('Event date').fill(eventDate);
  await expect(page.getByLabel('Safa: size').locator('option', { hasText: safa.code })).toContainText(
    'booked on your dates',
  );
});
