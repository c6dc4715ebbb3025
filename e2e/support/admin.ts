import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { addDays, eachDay, rentalDates } from '../../packages/shared/src/rules/index.ts';
import type { BookedDates, ListingResult, Settings } from '../../packages/shared/src/schemas/index.ts';

/** The demo owners (every branch), as the README names them. */
const DEMO_OWNERS = [
  { mobile: '9000000001', name: 'Asha Mehta', branchCode: undefined },
  { mobile: '9000000005', name: 'Nirmala Mehta', branchCode: undefined },
] as const;

/**
 * The demo owner a test signs in as: each worker running at the same time has its own, so one
 * worker's code request never puts the other into the 30-second resend pause of a shared number.
 */
export function demoOwner(testInfo: TestInfo): (typeof DEMO_OWNERS)[number] {
  return DEMO_OWNERS[testInfo.parallelIndex % DEMO_OWNERS.length] ?? DEMO_OWNERS[0];
}
/** The demo managers of Kandivali and Ghatkopar. */
export const DEMO_MANAGER = { mobile: '9000000003', name: 'Meera Shah', branchCode: 'KDV' };
export const DEMO_MANAGER_GKP = { mobile: '9000000004', name: 'Kabir Rao', branchCode: 'GKP' };

const MEASUREMENTS = { pantLength: 40, pantWaist: 32, chest: 40, sleeveLength: 25 };
const PINCODE = '400067';

async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The 6-digit code last sent to a mobile, from the development SMS outbox. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = await json<{ messages: { body: string }[] }>(
    request,
    `/api/dev/sms-outbox?mobile=${mobile}`,
  );
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${mobile} in the outbox`);
  return code;
}

/**
 * Signs in on the back office's sign-in screen (code from the outbox). Tests running side by side
 * may share a demo manager or staff member, and one worker may sign the same person in twice
 * within 30 seconds: when a code was just asked for, this waits out the resend pause the screen
 * announces, then asks again.
 */
export async function signInToBackOffice(
  page: Page,
  mobile: string,
  request: APIRequestContext,
): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  const otp = page.getByLabel('OTP');
  const pause = page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds?/ });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(otp.or(pause)).toBeVisible();
    if (await otp.isVisible()) break;
    const seconds = Number(/(\d+)/.exec((await pause.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(otp, `no code could be asked for ${mobile}: still in the resend pause`).toBeVisible();
  await otp.fill(await codeSentTo(request, mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in when the form goes: a visit started before that would leave the page signed out.
  await expect(otp).toBeHidden();
}

/** Pieces placePaidRental leaves to other tests (the first three of the listing). */
const FIRST_PIECE = 3;
/** Callers of placePaidRental that may run side by side in one project (`slot` 0 to 2). */
const SLOTS_PER_PROJECT = 3;
/** The Playwright projects (phone, desktop). */
const PROJECTS = 2;

/**
 * A customer (already logged in: `token`) rents a men's piece no other test of this run uses
 * (of one branch when `branchCode` is given), on free dates, has it delivered home and pays the
 * advance on the local gateway.
 */
export async function placePaidRental(
  request: APIRequestContext,
  token: string,
  testInfo: TestInfo,
  branchCode?: string,
  /** Another test's piece stays its own: each caller running alongside takes its own slot. */
  slot = 0,
): Promise<{
  orderId: string;
  billNo: string;
  productCode: string;
  branchCode: string;
  deliveryDate: string;
  returnDate: string;
}> {
  const auth = { authorization: `Bearer ${token}` };
  const settings = await json<Settings>(request, '/api/settings/public');
  const period = settings.rental.defaultPeriod;
  const listing = await json<ListingResult>(
    request,
    `/api/products?type=rent&group=men&limit=60&sort=highToLow${branchCode ? `&branch=${branchCode}` : ''}`,
  );
  const candidates = listing.items.filter(
    (p) => p.isOnline && p.size !== null && p.rent && (!branchCode || p.branchCode === branchCode),
  );
  // Each project takes its own pieces (the phone's from the 4th, the desktop's after them), each
  // caller its own slot among them, and a retry fresh ones after both projects': the failed
  // attempt's order still holds its own.
  const project = testInfo.project.name === 'phone' ? 0 : 1;
  const index =
    FIRST_PIECE + project * SLOTS_PER_PROJECT + slot + testInfo.retry * PROJECTS * SLOTS_PER_PROJECT;
  // Delivered home: only pieces whose own branch delivers to the customer's pincode.
  const pieces: typeof candidates = [];
  for (const p of candidates) {
    if (pieces.length > index) break;
    const served = await json<{ serviceable: boolean }>(
      request,
      `/api/pincodes/${PINCODE}?product=${p.code}`,
    );
    if (served.serviceable) pieces.push(p);
  }
  const product = pieces[index];
  if (!product) throw new Error('not enough rentals in the demo shop');
  const booked = await json<BookedDates>(request, `/api/products/${product.code}/booked-dates`);
  const blocked = new Set(booked.dates);
  let eventDate = addDays(booked.earliestEventDate, 20);
  for (;;) {
    const { deliveryDate, returnDate } = rentalDates(eventDate, period, settings.rental);
    if (!eachDay(deliveryDate, addDays(returnDate, 1)).some((d) => blocked.has(d))) break;
    eventDate = addDays(eventDate, 1);
  }
  const { deliveryDate, returnDate } = rentalDates(eventDate, period, settings.rental);
  const added = await request.post('/api/cart/items', {
    headers: auth,
    data: { code: product.code, eventDate, period, measurements: MEASUREMENTS },
  });
  if (added.status() !== 201) throw new Error(`cart: ${added.status()} ${await added.text()}`);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `admin-${testInfo.project.name}-${Date.now()}` },
    data: {
      address: {
        firstName: 'Kavya',
        lastName: 'Iyer',
        phone1: '9876543210',
        email: 'kavya@example.in',
        building: '12 Lotus Court',
        station: 'Kandivali',
        landmark: 'Opposite the park',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: PINCODE,
      },
      deliveryType: 'home',
    },
  });
  if (placed.status() !== 201) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  const { order, payment } = (await placed.json()) as {
    order: { id: string; billNo: string };
    payment: { gatewayOrderId: string };
  };
  const done = await request.post('/api/payments/local/complete', {
    headers: auth,
    data: { gatewayOrderId: payment.gatewayOrderId, outcome: 'pay' },
  });
  const handler = await done.json();
  const verified = await request.post('/api/payments/verify', {
    headers: auth,
    data: { orderId: order.id, ...handler },
  });
  if (!verified.ok()) throw new Error(`payment: ${verified.status()} ${await verified.text()}`);
  return {
    orderId: order.id,
    billNo: order.billNo,
    productCode: product.code,
    branchCode: product.branchCode,
    deliveryDate,
    returnDate,
  };
}

/** The customer puts an ID document on file (a rental is handed over only with one). */
export async function uploadIdDocument(request: APIRequestContext, token: string): Promise<void> {
  // A real picture: the shop decodes every ID document it accepts.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const sent = await request.post('/api/me/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'Aadhar Card',
      file: { name: 'aadhaar.png', mimeType: 'image/png', buffer: png },
    },
  });
  if (!sent.ok()) throw new Error(`document: ${sent.status()} ${await sent.text()}`);
}
