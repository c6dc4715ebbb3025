import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import type { KitDetail } from '../packages/shared/src/schemas/index.ts';
import { expect, test } from './support/fixtures';
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
 * A groom rents the four-part groom kit, choosing the sherwani's size himself; the kit is booked
 * at checkout. A second customer then asks for the kit's safa alone on an overlapping date: it is
 * refused and another safa of the same kind and size is offered, which she can rent.
 */
test('a groom rents a four-part kit; the safa alone is then refused and another offered', async ({
  page,
  request,
}, testInfo) => {
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

  // Checkout books every part on the calendar.
  const placed = await request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${groom}`,
      'idempotency-key': `kit-${testInfo.project.name}-${Date.now()}`,
    },
    data: { address: ADDRESS, deliveryType: 'pickup' },
  });
  expect(placed.status()).toBe(201);
  const booked = (await (await request.get(`/api/kits/${KIT}?eventDate=${eventDate}`)).json()) as KitDetail;
  const chosen = [sherwani.code, safa.code];
  for (const code of chosen) {
    expect(booked.parts.flatMap((p) => p.pieces).find((p) => p.code === code)?.free).toBe(false);
  }

  // A second customer asks for the safa alone, a day later: taken, and another one is offered.
  const guest = await loginByApi(request);
  const alone = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${guest}` },
    data: { code: safa.code, eventDate: addDays(eventDate, 1) },
  });
  expect(alone.status()).toBe(409);
  const { error } = (await alone.json()) as { error: { substitute: { code: string; name: string } } };
  expect(error.substitute.code).toMatch(/^SAF/);
  expect(error.substitute.code).not.toBe(safa.code);
  const other = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${guest}` },
    data: { code: error.substitute.code, eventDate: addDays(eventDate, 1) },
  });
  expect(other.status()).toBe(201);

  // The kit page now marks the groom's safa as booked on those dates.
  await page.goto(`/kits/${KIT}`);
  await page.getByLabel('Event date').fill(eventDate);
  await expect(page.getByLabel('Safa: size').locator('option', { hasText: safa.code })).toContainText(
    'booked on your dates',
  );
});
