import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  addDays,
  computeTotals,
  eachDay,
  formatCartDate,
  formatEventDate,
  formatOrderDate,
  formatRupees,
  rentalDates,
  rentForPeriod,
  returnDateFor,
} from '../packages/shared/src/rules/index.ts';
import type {
  BookedDates,
  Cart,
  ListingResult,
  OrderSummary,
  ProductCard,
  Settings,
  Wishlist,
} from '../packages/shared/src/schemas/index.ts';
import { getSettings } from './support/catalog';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { freshMobile, loginByApi } from './support/login';
import { rentalInCart } from './support/settings';

/*
 * Renting and buying, end to end in the browser against the real server: the rent flow on the
 * product page, cart, edit, checkout, Payment Terms, the local gateway's payment page, 'Order
 * Received' and the account's orders; a failed payment; two customers after the same dates.
 */

const TOKEN_KEY = 'vastra.token';
const PINCODE = '400067';
const MEASUREMENTS = { 'Pant length': '40', 'Pant waist': '32', Chest: '40', 'Sleeve length': '25' };
const API_MEASUREMENTS = { pantLength: 40, pantWaist: 32, chest: 40, sleeveLength: 25 };

type Piece = { product: ProductCard; eventDate: string };

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A men's online rental that no other test of this run touches (chosen by project and slot), and
 * an event date whose rental is free for `period` days, and still free one day later (the edit).
 */
async function pickPiece(
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
  period: number,
  rules: Settings['rental'],
): Promise<Piece> {
  const listing = await getJson<ListingResult>(request, '/api/products?type=rent&group=men&limit=60');
  const pieces = listing.items.filter((p) => p.isOnline && p.size !== null && p.rent);
  // Skip accessories (no measurements): their categories have no sizes worth measuring.
  const { items: categories } = await getJson<{ items: { code: string; isAccessory: boolean }[] }>(
    request,
    '/api/categories?group=men',
  );
  const accessory = new Set(categories.filter((c) => c.isAccessory).map((c) => c.code));
  const index = (testInfo.project.name === 'phone' ? 0 : 10) + slot;
  // Only pieces whose own branch delivers to the customer's pincode can go home with them.
  const usable: ProductCard[] = [];
  for (const p of pieces) {
    if (usable.length > index) break;
    if (accessory.has(p.categoryCode)) continue;
    const served = await getJson<{ serviceable: boolean }>(
      request,
      `/api/pincodes/${PINCODE}?product=${p.code}`,
    );
    if (served.serviceable) usable.push(p);
  }
  const product = usable[index];
  if (!product) throw new Error('not enough rentals in the demo shop');
  const booked = await getJson<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
  const blocked = new Set(booked.dates);
  const free = (event: string) => {
    const { deliveryDate, returnDate } = rentalDates(event, period, rules);
    return !eachDay(deliveryDate, addDays(returnDate, 1)).some((d) => blocked.has(d));
  };
  // A week ahead at least, so that the edit's later date stays in reach.
  for (let day = addDays(booked.earliestEventDate, 7); day < addDays(booked.earliestEventDate, 300); ) {
    if (free(day)) return { product, eventDate: day };
    day = addDays(day, 1);
  }
  throw new Error(`no free dates for ${product.code}`);
}

const productPath = (p: ProductCard) => `/product/${p.slug}/${p.code}/`;

/** The page's Rent Now: the sticky bar's on a phone, the booking panel's on a desktop. */
function rentNowButton(page: Page) {
  return isPhone(page)
    ? page.getByRole('region', { name: 'Rental summary' }).getByRole('button', { name: 'Rent Now' })
    : page.getByRole('button', { name: 'Rent Now' });
}

/** Period and event date on the product page; `quoted`: also wait for the server's quote of them. */
async function chooseRental(page: Page, period: number, eventDate: string, quoted = false) {
  await page.getByRole('radio', { name: `${period} days` }).check();
  const input = page.getByLabel('Event date', { exact: true });
  const quote = quoted
    ? page.waitForResponse((r) => r.url().includes(`/quote?eventDate=${eventDate}&period=${period}`))
    : null;
  await input.fill(formatEventDate(eventDate));
  await input.press('Enter');
  if (quote) expect((await quote).status()).toBe(200);
  await expect(page.getByTestId('delivery-date')).not.toHaveText('-');
}

/** Switches the tab to another customer (the session is the stored token). */
async function actAs(page: Page, token: string) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

async function fillCheckout(page: Page, name: { first: string; last: string }) {
  const form = page.locator('#checkout-form');
  await form.getByLabel('First name').fill(name.first);
  await form.getByLabel('Last name').fill(name.last);
  await form.getByLabel('Email').fill(`${name.first.toLowerCase()}@example.in`);
  await form.getByLabel('Building / flat no').fill('B-204, Shanti Niwas');
  await form.getByLabel('Road (optional)').fill('S.V. Road');
  await form.getByLabel('Station').fill('Kandivali');
  await form.getByLabel('Landmark').fill('Near Shanti Arcade');
  await form.getByLabel('Town / city').fill('Mumbai');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Postcode').fill(PINCODE);
}

/** Place Order, then Confirm in the Payment Terms. */
async function placeAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const terms = page.getByRole('dialog', { name: 'Payment Terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Confirm' }).click();
}

/** Screenshots for a person to look at, when E2E_SCREENSHOTS names a folder. */
async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage });
}

test('rent a piece: login, pincode, dates, measurements, cart, edit, checkout, payment, the order', async ({
  page,
  request,
}, testInfo) => {
  const settings = await getSettings(request);
  const period = 6;
  const { product, eventDate } = await pickPiece(request, testInfo, 0, period, settings.rental);
  const mobile = freshMobile();

  // Branch and pincode in the header.
  await page.goto('/');
  await page.getByTestId('branch-selector').click();
  await page.getByRole('button', { name: 'Enter delivery pincode' }).click();
  const pincodeDialog = page.getByRole('dialog', { name: 'Enter Delivery Pincode' });
  await pincodeDialog.getByLabel('Pincode').fill(PINCODE);
  await expect(pincodeDialog.getByText(/Mumbai/)).toBeVisible();
  await pincodeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('branch-selector')).toContainText(PINCODE);

  // A visitor chooses dates; Rent Now asks to log in and the login comes back here.
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await chooseRental(page, period, eventDate);
  await rentNowButton(page).click();
  const prompt = page.getByRole('dialog', { name: 'Please login to continue' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Enter Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(page.getByLabel('Enter OTP')).toBeVisible();
  const outbox = await getJson<{ messages: { body: string }[] }>(
    request,
    `/api/dev/sms-outbox?mobile=${mobile}`,
  );
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
  await page.getByLabel('Enter OTP').fill(otp);
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();
  // The chosen date and period came back with the page.
  await expect(page).toHaveURL(
    new RegExp(`${productPath(product)}\\?eventDate=${eventDate}&period=${period}$`),
  );
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  expect(token).not.toBe('');
  await expect(page.getByLabel('Event date', { exact: true })).toHaveValue(formatEventDate(eventDate));
  await expect(page.getByRole('radio', { name: `${period} days` })).toBeChecked();

  // Logged in: the pincode is known, so the delivery details open with the dates and prices.
  await rentNowButton(page).click();
  const details = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(details).toBeVisible();
  const { deliveryDate, returnDate } = rentalDates(eventDate, period, settings.rental);
  await expect(details).toContainText(formatEventDate(deliveryDate));
  await expect(details).toContainText(formatEventDate(returnDate));
  const rent = rentForPeriod(product.rent ?? 0, period, settings.rental);
  await expect(details).toContainText(formatRupees(rent));
  await expect(details).toContainText(PINCODE);
  // A new customer has no saved measurements: all four are asked for.
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(details.getByText('Please fill in all the measurement fields.')).toBeVisible();
  await snap(page, testInfo, '01-delivery-details');
  for (const [label, value] of Object.entries(MEASUREMENTS)) {
    await details.getByLabel(label, { exact: true }).fill(value);
  }
  await details.getByLabel('Remark (optional)').fill('Please keep the sleeves a little long.');
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(added).toBeVisible();
  await expect(added).toContainText('Item added to the cart successfully.');
  await snap(page, testInfo, '02-added');

  // The same piece again: already in the cart.
  // (the measurements typed were saved to the account and come prefilled)
  await added.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await rentNowButton(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Delivery Details' }).getByLabel('Chest', { exact: true }),
  ).toHaveValue('40');
  await page
    .getByRole('dialog', { name: 'Delivery Details' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const already = page.getByRole('dialog', { name: 'Already in your bag' });
  await expect(already).toContainText('This item is already in your cart.');
  await already.getByRole('button', { name: 'View Bag' }).click();

  // The cart: dates as dd/mm/yy, totals from the server.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle('Your Bag | Vastra');
  const line = page.getByTestId('cart-item');
  await expect(line).toHaveAttribute('data-code', product.code);
  await expect(line.getByTestId('cart-delivery-date')).toHaveText(formatCartDate(deliveryDate));
  await expect(line.getByTestId('cart-return-date')).toHaveText(formatCartDate(returnDate));
  await expect(line).toContainText('Please keep the sleeves a little long.');
  const deposit = (await getJson<Cart>(request, '/api/cart', token)).items[0]?.deposit ?? 0;
  const home = computeTotals([{ type: 'rent', rent, deposit }], 'home', settings);
  await expect(page.getByTestId('amount-total')).toHaveText(formatRupees(home.total));
  await expect(page.getByTestId('amount-advance')).toHaveText(formatRupees(home.advance));
  await expectAccessible(page, 'cart');
  await snap(page, testInfo, '03-cart', true);

  // Edit: a day later; the read-only return date follows (delivery + period − 1).
  await line.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await expect(edit.getByLabel('Return date')).toHaveValue(formatCartDate(returnDate));
  const laterDelivery = addDays(deliveryDate, 1);
  const laterReturn = returnDateFor(laterDelivery, period);
  const deliveryInput = edit.getByLabel('Delivery date', { exact: true });
  await deliveryInput.fill(formatCartDate(laterDelivery));
  await deliveryInput.press('Enter');
  await expect(edit.getByLabel('Return date')).toHaveValue(formatCartDate(laterReturn));
  await expect(edit.getByLabel('Chest', { exact: true })).toHaveValue('40');
  await snap(page, testInfo, '04-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(line.getByTestId('cart-delivery-date')).toHaveText(formatCartDate(laterDelivery));
  await expect(line.getByTestId('cart-return-date')).toHaveText(formatCartDate(laterReturn));

  // Checkout: the required fields, store pickup, then home delivery.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('Checkout | Vastra');
  const form = page.locator('#checkout-form');
  await expect(form.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Landmark is required')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment Terms' })).toBeHidden();
  await fillCheckout(page, { first: 'Asha', last: 'Rao' });
  await form.getByLabel('Order notes (optional)').fill('Please call before delivery.');
  await form.getByRole('radio', { name: /Store pickup/ }).check();
  await expect(page.getByTestId('amount-delivery')).toHaveText(formatRupees(settings.delivery.pickupFee));
  await form.getByRole('radio', { name: /Home delivery/ }).check();
  await expect(page.getByTestId('amount-delivery')).toHaveText(formatRupees(settings.delivery.homeFee));
  await expect(page.getByTestId('amount-total')).toHaveText(formatRupees(home.total));
  await expectAccessible(page, 'checkout');
  await snap(page, testInfo, '05-checkout', true);

  // Kept while shopping (to the cart and back), but never in the browser's storage.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(form.getByLabel('Landmark')).toHaveValue('Near Shanti Arcade');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Shanti Arcade');

  // Payment Terms, then the local gateway's page.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const terms = page.getByRole('dialog', { name: 'Payment Terms' });
  await expect(terms).toContainText(`${settings.advance.rentPct}%`);
  await expect(terms.getByTestId('terms-advance')).toHaveText(formatRupees(home.advance));
  await expect(terms).toContainText('Booking advance will not be refunded if you cancel the order.');
  await snap(page, testInfo, '06-terms');
  await terms.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pay\/local\?order=.+&gatewayOrderId=.+/);
  await expect(page.getByTestId('pay-amount')).toHaveText(formatRupees(home.advance));
  const billNo = (await page.getByTestId('pay-order-number').textContent()) ?? '';
  expect(billNo).toMatch(/^VST-/);
  await snap(page, testInfo, '07-pay');
  await page.getByRole('button', { name: `Pay ${formatRupees(home.advance)}` }).click();

  // 'Order Received'.
  await expect(page).toHaveURL(/\/ordercomplete\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Received' })).toBeVisible();
  await expect(page).toHaveTitle('Order Received | Vastra');
  await expect(page.getByTestId('complete-bill-no')).toHaveText(billNo);
  const orderLine = page.getByTestId('order-line');
  await expect(orderLine).toContainText(formatOrderDate(laterDelivery));
  await expect(orderLine).toContainText(formatOrderDate(laterReturn));
  await expect(page.getByTestId('amount-advance')).toHaveText(formatRupees(home.advance));
  await expect(page.getByTestId('amount-balance')).toHaveText(formatRupees(home.balance));
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expectAccessible(page, 'order complete');
  await snap(page, testInfo, '08-complete', true);

  // The account's orders and the order's page.
  await page.goto('/account-orders');
  await expect(
    page.getByText(
      'For order details, click VIEW. Booking advance will not be refunded if you cancel the order.',
    ),
  ).toBeVisible();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(billNo);
  await expect(row).toContainText(product.code);
  await expect(row).toContainText(formatOrderDate(laterDelivery));
  await snap(page, testInfo, '09-orders', true);
  await row.getByRole('link', { name: /VIEW/ }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  const card = page.getByTestId('order-card');
  await expect(card.getByTestId('order-bill-no')).toHaveText(billNo);
  await expect(card.getByTestId('order-delivery-date')).toHaveText(formatOrderDate(laterDelivery));
  await expect(card.getByTestId('order-return-date')).toHaveText(formatOrderDate(laterReturn));
  await expect(card.getByTestId('order-advance')).toHaveText(formatRupees(home.advance));
  await expect(card.getByTestId('order-balance')).toHaveText(formatRupees(home.balance));
  await expect(
    page
      .getByRole('region', { name: /^Showroom/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^tel:/);
  // The timeline: each step with its date; the money in plain words.
  const steps = page.getByTestId('order-timeline').getByTestId('timeline-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('Order placed');
  await expect(steps.nth(1)).toContainText('Advance paid, booking confirmed');
  const money = page.getByTestId('order-money');
  await expect(money.getByTestId('ledger-entry').first()).toContainText('Order total');
  await expect(money.getByTestId('money-paid')).toHaveText(formatRupees(home.advance));
  await expect(money.getByTestId('money-due')).toHaveText(formatRupees(home.balance));
  await snap(page, testInfo, '10-order', true);

  // Cancel: the dialog states the rule; the answer says what is refunded.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(cancel).toContainText(`${settings.cancellation.creditIfDaysBeforeDeliveryOver} days`);
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('refund-message')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(steps.last()).toContainText('Cancelled');
  await expect(money).toContainText('Order cancelled');
  // The advance came back as store credit: the account shows it.
  const creditAnswer = await request.get('/api/me/credit', { headers: { authorization: `Bearer ${token}` } });
  expect(((await creditAnswer.json()) as { balance: number }).balance).toBe(home.advance);
  await page.goto('/userdashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText(formatRupees(home.advance));

  // The cart is empty again: buy a pre-used piece (its size fills the chest).
  const sale = await getJson<ListingResult>(request, '/api/products?type=buy&group=men&limit=20');
  const piece = sale.items.filter((p) => p.size !== null)[testInfo.project.name === 'phone' ? 0 : 1];
  if (!piece) throw new Error('no pre-used pieces in the demo shop');
  const rental = (await getJson<ListingResult>(request, '/api/products?type=rent&group=women&limit=5'))
    .items[0];
  if (!rental) throw new Error('no rentals in the demo shop');
  const auth = { headers: { authorization: `Bearer ${token}` } };
  expect((await request.post('/api/wishlist', { ...auth, data: { code: rental.code } })).ok()).toBe(true);
  // Without a saved chest, the piece's size stands in for it.
  expect((await request.put('/api/me/measurements', { ...auth, data: { chest: null } })).ok()).toBe(true);
  await page.goto(`/productbuy/${piece.slug}/${piece.code}/`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await page
    .getByRole('button', { name: /^BUY NOW/ })
    .first()
    .click();
  const measure = page.getByRole('dialog', { name: 'Your Measurements' });
  // Chest starts from the piece's size.
  await expect(measure.getByLabel('Chest', { exact: true })).toHaveValue(String(piece.size));
  // The measurements saved with the rental fill the rest.
  await expect(measure.getByLabel('Pant waist', { exact: true })).toHaveValue('32');
  await measure.getByLabel('Sleeve length', { exact: true }).fill('');
  await measure.getByRole('button', { name: 'Continue' }).click();
  await expect(measure.getByText('Please fill in all the measurement fields.')).toBeVisible();
  await measure.getByLabel('Sleeve length', { exact: true }).fill('25');
  await measure.getByRole('button', { name: 'Continue' }).click();
  const itemAdded = page.getByRole('dialog', { name: 'Item Added' });
  await expect(itemAdded).toBeVisible();
  await snap(page, testInfo, '14-item-added');
  // It closes by itself after 3 seconds.
  await expect(itemAdded).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Again: the cart refuses it, in the Disclaimer popup.
  await page
    .getByRole('button', { name: /^BUY NOW/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Your Measurements' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toContainText(
    'This item is already in your cart.',
  );
  await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'OK' }).click();

  // The wishlist cannot move a piece into a full cart: five more rentals fill the bag.
  for (let nth = 20; nth < 25; nth++) await rentalInCart(request, token, nth);
  await page.goto('/wishlist');
  await page
    .getByTestId('wishlist-item')
    .getByRole('button', { name: /^Rent Now/ })
    .click();
  await expect(
    page.getByText('Your cart is full. Please remove an item before adding a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Rent this piece' })).toBeHidden();

  // The account's wishlist table: code, name, 'Rent: ₹…', a link to the piece; Remove.
  await page.goto('/account-wishlist');
  const wishRow = page.getByTestId('account-wishlist-row');
  await expect(wishRow).toContainText(rental.code);
  await expect(wishRow).toContainText(`Rent: ${formatRupees(rental.rent)}`);
  await expect(wishRow.getByRole('link', { name: rental.name })).toHaveAttribute(
    'href',
    `/product/${rental.slug}/${rental.code}/`,
  );
  await wishRow.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wishlist, 0 items' })).toBeVisible();
});

test('a failed payment leaves the order unpaid; a second customer after the same dates is told why', async ({
  page,
  context,
  request,
}, testInfo) => {
  const settings = await getSettings(request);
  const period = settings.rental.defaultPeriod;
  const { product, eventDate } = await pickPiece(request, testInfo, 1, period, settings.rental);
  const [tokenA, tokenB] = [await loginByApi(request), await loginByApi(request)];
  const authOf = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  // Both customers have the piece for the same dates in their carts.
  for (const token of [tokenA, tokenB]) {
    const added = await request.post('/api/cart/items', {
      ...authOf(token),
      data: { code: product.code, eventDate, period, measurements: API_MEASUREMENTS },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // B looks at the piece's page and chooses the same dates (still free).
  await page.goto('/');
  await actAs(page, tokenB);
  await page.goto(productPath(product));
  await chooseRental(page, period, eventDate, true);

  // A places the order: the piece is held while A pays.
  const placed = await request.post('/api/orders', {
    headers: {
      ...authOf(tokenA).headers,
      'idempotency-key': `journey-${testInfo.project.name}-${Date.now()}`,
    },
    data: {
      address: {
        firstName: 'Meera',
        lastName: 'Shah',
        phone1: '9876543210',
        email: 'meera@example.in',
        building: '7 Sea View',
        station: 'Kandivali',
        landmark: 'Near the temple',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: PINCODE,
      },
      deliveryType: 'home',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment } = (await placed.json()) as {
    order: { id: string };
    payment: { gatewayOrderId: string };
  };

  // B, in another tab, checks out the same dates: refused with the reason, the bag kept.
  const tab = await context.newPage();
  await tab.goto('/checkout');
  await fillCheckout(tab, { first: 'Kavya', last: 'Iyer' });
  await placeAndConfirm(tab);
  await expect(tab.getByRole('alert')).toContainText(
    'Please change your event date. This product is already booked for an event in that days',
  );
  expect((await getJson<Cart>(request, '/api/cart', tokenB)).items.map((i) => i.product.code)).toEqual([
    product.code,
  ]);
  // B leaves it for now: the Payment Terms' Close moves the bag to the wishlist.
  await tab.getByRole('button', { name: 'Place Order' }).click();
  await tab
    .getByRole('dialog', { name: 'Payment Terms' })
    .getByRole('button', { name: /^Close and move/ })
    .click();
  await expect(tab).toHaveURL(/\/wishlist$/);
  await expect(tab.getByTestId('wishlist-item')).toHaveAttribute('data-code', product.code);
  await snap(tab, testInfo, '11-conflict-wishlist', true);
  expect((await getJson<Cart>(request, '/api/cart', tokenB)).items).toEqual([]);
  expect(
    (await getJson<Wishlist>(request, '/api/wishlist', tokenB)).items.map((i) => i.product.code),
  ).toEqual([product.code]);
  await tab.close();

  // Back on the piece's page (chosen before A's hold): the pincode is asked for, then the
  // delivery details; adding meets A's hold: the conflict popup, and the date is cleared.
  await rentNowButton(page).click();
  const pincode = page.getByRole('dialog', { name: 'Enter Delivery Pincode' });
  const pinInput = pincode.getByLabel('Delivery pincode');
  await pinInput.fill('4000');
  await pincode.getByRole('button', { name: 'Check' }).click();
  await expect(pincode.getByText('Please enter a valid pincode.')).toBeVisible();
  await pinInput.fill('110001');
  await pincode.getByRole('button', { name: 'Check' }).click();
  await expect(pincode.getByText('Service Not Available')).toBeVisible();
  await snap(page, testInfo, '12-pincode');
  await pinInput.fill(PINCODE);
  await pincode.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Service Available', { exact: true })).toBeVisible();
  const details = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(details).toContainText(PINCODE);
  for (const [label, value] of Object.entries(MEASUREMENTS)) {
    await details.getByLabel(label, { exact: true }).fill(value);
  }
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  const conflict = page.getByRole('dialog', { name: 'Change your event date' });
  await expect(conflict).toContainText(
    'Please change your event date. This product is already booked for an event in that days',
  );
  await snap(page, testInfo, '13-conflict-popup');
  await conflict.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Event date', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('delivery-date')).toHaveText('-');

  // A's payment fails on the payment page: the order stays unpaid and is not among A's orders.
  await actAs(page, tokenA);
  await page.goto(`/pay/local?order=${order.id}&gatewayOrderId=${payment.gatewayOrderId}`);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
  await snap(page, testInfo, '14-payment-failed', true);
  const orders = await getJson<{ items: OrderSummary[] }>(request, '/api/orders', tokenA);
  expect(orders.items.map((o) => o.status)).toEqual(['payment_failed']);
  await page.goto('/account-orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(0);
  // The piece stays in A's cart for another try.
  expect((await getJson<Cart>(request, '/api/cart', tokenA)).items.map((i) => i.product.code)).toEqual([
    product.code,
  ]);

  // The hold is released: B can rent the piece from the wishlist for those dates now.
  await actAs(page, tokenB);
  await page.goto('/wishlist');
  await page
    .getByTestId('wishlist-item')
    .getByRole('button', { name: /^Rent Now/ })
    .click();
  const rentDialog = page.getByRole('dialog', { name: 'Rent this piece' });
  const input = rentDialog.getByLabel('Event date', { exact: true });
  await input.fill(formatEventDate(eventDate));
  await input.press('Enter');
  for (const [label, value] of Object.entries(MEASUREMENTS)) {
    await rentDialog.getByLabel(label, { exact: true }).fill(value);
  }
  await snap(page, testInfo, '15-wishlist-rent');
  await rentDialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your bag' })).toBeVisible();
  await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
  expect((await getJson<Cart>(request, '/api/cart', tokenB)).items.map((i) => i.product.code)).toEqual([
    product.code,
  ]);
});
