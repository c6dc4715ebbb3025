import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { addDays, formatEventDate, todayInIndia } from '../packages/shared/src/rules/index.ts';
import type { BookedDates, Cart, ListingResult, ProductCard } from '../packages/shared/src/schemas/index.ts';
import { findBookedPiece, freeEventDate, getSettings } from './support/catalog';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { loginByApi } from './support/login';

/*
 * The storefront's dead ends, tried on a 320 px phone, a 390 px phone and a desktop: the rental
 * calendar reaches later months, the branch picker fits, a customer who loses a race for a piece
 * is told why and keeps the bag.
 */

const CONFLICT = 'Please change your event date. This product is already booked for an event in that days';
const MEASUREMENTS = { topBust: 36, topWaist: 30, topSleeves: 14, chaniyaLength: 40 };

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A women's online rental no other spec uses (counted from the end of the list), and its booked days. */
async function pickPiece(request: APIRequestContext, testInfo: TestInfo, slot: number) {
  const listing = await getJson<ListingResult>(request, '/api/products?type=rent&group=women&limit=60');
  const { items: categories } = await getJson<{ items: { code: string; isAccessory: boolean }[] }>(
    request,
    '/api/categories?group=women',
  );
  const accessory = new Set(categories.filter((c) => c.isAccessory).map((c) => c.code));
  const usable = listing.items.filter(
    (p) => p.isOnline && p.size !== null && p.rent && !accessory.has(p.categoryCode),
  );
  const product = usable[usable.length - 1 - (testInfo.project.name === 'phone' ? 0 : 6) - slot];
  if (!product) throw new Error('not enough women’s rentals in the demo shop');
  const booked = await getJson<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
  return { product, booked };
}

const productPath = (p: ProductCard) => `/product/${p.slug}/${p.code}/`;

const asDate = (iso: string) => new Date(`${iso}T12:00:00`);
/** The calendar's caption of a day's month: 'January 2027'. */
const monthCaption = (iso: string) =>
  asDate(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
/** A day's button as a screen reader names it: '… January 14th, 2027' (today and selected add words). */
const dayName = (iso: string) => {
  const d = asDate(iso);
  const day = d.getDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return new RegExp(
    `${d.toLocaleDateString('en-US', { month: 'long' })} ${day}${suffix}, ${d.getFullYear()}`,
  );
};

/** The phone project tries 320 and 390 px, the desktop project 1280 px. */
const widthsOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? [320, 390] : [1280]);

test.describe('the rental calendar', () => {
  test('fits the screen and reaches a date two months ahead, by touch and by keyboard', async ({
    page,
    request,
  }, testInfo) => {
    for (const width of widthsOf(testInfo)) {
      await page.setViewportSize({ width, height: 800 });
      const settings = await getSettings(request);
      const period = settings.rental.defaultPeriod;
      const { product, booked } = await pickPiece(request, testInfo, 0);
      await page.goto(productPath(product));
      await page.getByRole('button', { name: 'Open calendar: event date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Event date' });
      const next = dialog.getByRole('button', { name: 'Go to the Next Month' });
      await expect(next).toBeVisible();

      // The whole calendar is on screen: nothing sticks out to the right.
      const box = await dialog.locator('.rdp-root').boundingBox();
      expect(box, 'the calendar is drawn').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      const nextBox = await next.boundingBox();
      expect((nextBox?.x ?? 0) + (nextBox?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(nextBox?.width ?? 0).toBeGreaterThanOrEqual(44);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectAccessible(page, `the calendar at ${width} px`);

      // Two months ahead by tapping the arrow: a day free for the period, with the next day free too.
      const free = (from: string) =>
        freeEventDate({ ...booked, earliestEventDate: from }, period, settings.rental);
      // On the 27th or earlier, so a month down and up again comes back to the same day.
      let target = free(addDays(booked.earliestEventDate, 62));
      while (free(addDays(target, 1)) !== addDays(target, 1) || Number(target.slice(8)) > 27) {
        target = free(addDays(target, 1));
      }
      const caption = monthCaption(target);
      for (let i = 0; i < 6 && !(await dialog.getByText(caption, { exact: true }).isVisible()); i++) {
        await next.click();
      }
      await expect(dialog.getByText(caption, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: dayName(target) }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('Event date', { exact: true })).toHaveValue(formatEventDate(target));

      // By keyboard: the chosen day has the focus; Page Down and Page Up move by a month, the
      // arrow by a day, Enter takes it.
      await page.getByRole('button', { name: 'Open calendar: event date' }).click();
      const chosen = dialog.getByRole('button', { name: dayName(target) });
      await chosen.focus();
      await page.keyboard.press('PageDown');
      await expect(dialog.getByText(monthCaption(addDays(target, 31)), { exact: true })).toBeVisible();
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('Event date', { exact: true })).toHaveValue(
        formatEventDate(addDays(target, 1)),
      );
    }
  });
});

test('the branch picker fits the screen: "All branches" and the pincode entry are whole and work', async ({
  page,
}, testInfo) => {
  for (const width of widthsOf(testInfo)) {
    await page.setViewportSize({ width, height: 800 });
    // A page without the home slider, whose fading slides axe would catch mid-fade.
    await page.goto('/faqs/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByTestId('branch-selector').click();
    const picker = page.getByRole('dialog', { name: 'Select Your Branch' });
    await expect(picker.getByRole('list', { name: 'Branches' })).toBeVisible();
    for (const name of ['All branches', 'Enter delivery pincode']) {
      const button = picker.getByRole('button', { name });
      const box = await button.boundingBox();
      expect(box?.x ?? -1, `${name} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends on screen`).toBeLessThanOrEqual(width);
      expect(await button.evaluate((e) => e.scrollWidth <= e.clientWidth), `${name} is not clipped`).toBe(
        true,
      );
    }
    await expectAccessible(page, `the branch picker at ${width} px`);
    await picker.getByRole('button', { name: 'All branches' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText('Showing pieces from every branch')).toBeVisible();
  }
});

/** The latest code sent to `mobile`, from the development outbox. */
async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('the event date and period chosen on a listing reach the product page, say "free for your date", and survive a login', async ({
  page,
  request,
}, testInfo) => {
  const settings = await getSettings(request);
  const period = settings.rental.periods.find((d) => d !== settings.rental.defaultPeriod) ?? 6;
  const { product: sample } = await pickPiece(request, testInfo, 2);
  const eventDate = addDays(todayInIndia(), 45);

  // The listing with the event date and period chosen shows the pieces free then; a piece's link
  // carries them.
  await page.goto(
    `/listing/${sample.categorySlug}/${sample.categoryCode}?eventDate=${eventDate}&period=${period}`,
  );
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const link = card.getByRole('link');
  const path = ((await link.getAttribute('href')) ?? '').split('?')[0] ?? '';
  await link.click();
  const carried = new RegExp(`${path}\\?eventDate=${eventDate}&period=${period}$`);
  await expect(page).toHaveURL(carried);
  await expect(page.getByLabel('Event date', { exact: true })).toHaveValue(formatEventDate(eventDate));
  await expect(page.getByRole('radio', { name: `${period} days` })).toBeChecked();
  await expect(page.getByTestId('date-verdict')).toHaveText(
    `Free for your date (${formatEventDate(eventDate)}).`,
  );
  await expect(page.getByTestId('delivery-date')).not.toHaveText('-');
  await expectAccessible(page, 'the product page with a carried date');

  // Rent Now asks for a login; after it, the same date and period are still chosen.
  const rentNow = isPhone(page)
    ? page.getByRole('region', { name: 'Rental summary' }).getByRole('button', { name: 'Rent Now' })
    : page.getByRole('button', { name: 'Rent Now' });
  await rentNow.click();
  await page
    .getByRole('dialog', { name: 'Please login to continue' })
    .getByRole('button', { name: 'Login' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.getByLabel('Enter Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await readOtp(request, mobile));
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();
  await expect(page).toHaveURL(carried);
  await expect(page.getByLabel('Event date', { exact: true })).toHaveValue(formatEventDate(eventDate));
  await expect(page.getByRole('radio', { name: `${period} days` })).toBeChecked();

  // A date on which a piece is booked: said at once, with the reason, and not taken.
  const taken = await findBookedPiece(request);
  await page.goto(`${productPath(taken.product)}?eventDate=${taken.bookedDay}&period=${period}`);
  await expect(page.getByTestId('date-verdict')).toHaveText(
    `Not free for your date (${formatEventDate(taken.bookedDay)}): ${CONFLICT}`,
  );
  await expect(page.getByLabel('Event date', { exact: true })).toHaveValue('');
});

/** A new customer with the piece in the bag for those dates, in a browser of their own. */
async function customerWithPiece(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  baseURL: string | undefined,
  piece: { code: string; eventDate: string; period: number },
): Promise<{ page: Page; token: string }> {
  const token = await loginByApi(request);
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: piece.code, eventDate: piece.eventDate, period: piece.period, measurements: MEASUREMENTS },
  });
  expect(added.status(), await added.text()).toBe(201);
  // The project's device: a phone of 390 px, or a desktop.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  });
  await context.addInitScript((value) => localStorage.setItem('vastra.token', value), token);
  return { page: await context.newPage(), token };
}

async function fillCheckout(page: Page, first: string) {
  const form = page.locator('#checkout-form');
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Email').fill(`${first.toLowerCase()}@example.in`);
  await form.getByLabel('Building / flat no').fill('B-204, Shanti Niwas');
  await form.getByLabel('Station').fill('Kandivali');
  await form.getByLabel('Landmark').fill('Near Shanti Arcade');
  await form.getByLabel('Town / city').fill('Mumbai');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Postcode').fill('400067');
  await form.getByLabel('Store pickup').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Terms' })).toBeVisible();
}

test('two customers race for one piece: the loser is told why, keeps the bag, and is offered a way on', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const settings = await getSettings(request);
  const period = settings.rental.defaultPeriod;
  const { product, booked } = await pickPiece(request, testInfo, 1);
  const eventDate = freeEventDate(
    { ...booked, earliestEventDate: addDays(booked.earliestEventDate, 10) },
    period,
    settings.rental,
  );
  const piece = { code: product.code, eventDate, period };
  const a = await customerWithPiece(browser, request, testInfo, baseURL, piece);
  const b = await customerWithPiece(browser, request, testInfo, baseURL, piece);
  for (const [who, name] of [
    [a, 'Meera'],
    [b, 'Kavya'],
  ] as const) {
    await who.page.goto('/checkout');
    await fillCheckout(who.page, name);
  }

  // Both confirm at once.
  const confirm = (p: Page) =>
    p.getByRole('dialog', { name: 'Payment Terms' }).getByRole('button', { name: 'Confirm' }).click();
  await Promise.all([confirm(a.page), confirm(b.page)]);

  // Each is either told the piece is taken, or goes on to pay (the page leaves the checkout).
  const outcome = (p: Page) =>
    Promise.race([
      p
        .getByRole('alert')
        .filter({ hasText: CONFLICT })
        .waitFor({ timeout: 30_000 })
        .then(() => 'lost' as const),
      p
        .waitForURL((url) => !url.pathname.endsWith('/checkout'), { timeout: 30_000 })
        .then(() => 'paying' as const),
    ]);
  const outcomes = await Promise.all([outcome(a.page), outcome(b.page)]);
  expect([...outcomes].sort(), 'exactly one customer loses').toEqual(['lost', 'paying']);
  const aLost = outcomes[0] === 'lost';
  const loser = aLost ? a : b;

  const alert = loser.page.getByRole('alert').filter({ hasText: CONFLICT });
  await expect(loser.page.getByText(/Moving items to wishlist/)).toHaveCount(0);
  await expect(loser.page).toHaveURL(/\/checkout$/);
  // The bag is intact, on the page and on the server.
  await expect(loser.page.getByRole('complementary', { name: 'Your order' })).toContainText(product.name);
  const cart = await getJson<Cart>(request, '/api/cart', loser.token);
  expect(cart.items.map((i) => [i.product.code, i.eventDate, i.period])).toEqual([
    [product.code, eventDate, period],
  ]);
  // Nothing sticks out sideways on a phone.
  const width = loser.page.viewportSize()?.width ?? 0;
  expect(await loser.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectAccessible(loser.page, 'the checkout after a lost race');

  // Other dates: the piece's own page with its calendar.
  await alert.getByRole('link', { name: /Choose other dates/ }).click();
  await expect(loser.page).toHaveURL(new RegExp(productPath(product)));
  await expect(loser.page.getByRole('button', { name: 'Open calendar: event date' })).toBeVisible();
  await a.page.context().close();
  await b.page.context().close();
});

test('the first tap on "Resend OTP" goes back to the number, even with the code field focused', async ({
  page,
  request,
}) => {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.goto('/login');
  await page.getByLabel('Enter Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  const otp = page.getByLabel('Enter OTP');
  await expect(otp).toBeFocused();
  await readOtp(request, mobile);
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  if (isPhone(page)) await resend.tap();
  else await resend.click();
  await expect(page.getByLabel('Enter Mobile Number')).toHaveValue(mobile);
  await expect(page.getByText('OTP is required')).toHaveCount(0);
});

test('/savecontact, the old site’s contact address, is the contact page with its form, not a 404', async ({
  page,
}) => {
  const response = await page.goto('/savecontact');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByLabel(/Message/)).toBeVisible();
});
