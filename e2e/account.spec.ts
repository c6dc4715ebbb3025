import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';

/*
 * Login by one-time password and the customer's account, in the browser against the real server.
 * The server limits codes (5 an hour per number, 20 an hour per network), so this file asks for
 * three per project: the two tests about logging in use the pages, the account pages share one
 * session made through the API and handed to the browser the way lib/session.ts stores it.
 */

const TOKEN_KEY = 'vastra.token';
const REDIRECT_KEY = 'vastra.redirectAfterLogin';

/** A number of its own per project, retry, worker and purpose: 9 1 0 3 000002 (ten digits). */
function mobileFor(testInfo: TestInfo, purpose: number): string {
  const project = testInfo.project.name === 'phone' ? 1 : 2;
  return `9${project}${testInfo.retry % 10}${testInfo.workerIndex % 10}${String(purpose).padStart(6, '0')}`;
}

/** The latest code sent to `mobile`, from the console sender's outbox (development and tests only). */
async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      code = /^(\d{6}) /.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A session through the API: one code asked for and verified. */
async function apiLogin(request: APIRequestContext, mobile: string): Promise<string> {
  const sent = await request.post('/api/auth/otp', { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtp(request, mobile);
  const verified = await request.post('/api/auth/verify', { data: { mobile, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/** Starts the tab logged in (once: a logout later in the test is not undone by the next page). */
async function startLoggedIn(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.session')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.session', '1');
    },
    [TOKEN_KEY, token] as const,
  );
}

type Me = { firstName: string; relationshipManager: { name: string; phone: string } | null };
async function getMe(request: APIRequestContext, token: string): Promise<Me> {
  const response = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Me;
}

/** A PNG drawn by the browser: a pretend ID card. */
async function drawPng(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#f5ead9';
    ctx.fillRect(0, 0, 320, 200);
    ctx.fillStyle = '#7a1f2b';
    ctx.fillRect(0, 0, 320, 40);
    ctx.fillStyle = '#1f1a17';
    ctx.font = 'bold 28px sans-serif';
    ctx.fillText(label, 24, 120);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The account side menu (a row of tabs on a phone). */
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

test('login from a product page comes back to it; logout ends the session', async ({ page }, testInfo) => {
  const mobile = mobileFor(testInfo, 1);
  const { items } = (await (await page.request.get('/api/products?type=rent&limit=1')).json()) as {
    items: { slug: string; code: string; name: string }[];
  };
  const product = items[0];
  if (!product) throw new Error('the demo shop has no rentals');
  const productPath = `/product/${product.slug}/${product.code}/`;

  // A visitor's wishlist asks to log in; Login remembers the page.
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Relationship manager' })).toContainText(
    'Login to see your relationship manager',
  );
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Please login to continue' });
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login | Vastra');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signin');
  await expectAccessible(page, 'login, step 1');

  // Step 1: checked on blur, then as the number is typed.
  const mobileInput = page.getByLabel('Enter Mobile Number');
  await mobileInput.fill('98765');
  await mobileInput.blur();
  await expect(page.getByText('Mobile number must be exactly 10 digits')).toBeVisible();
  await mobileInput.fill(mobile);
  await expect(page.getByText('Mobile number must be exactly 10 digits')).toBeHidden();
  await page.getByRole('button', { name: 'SEND OTP' }).click();

  // Step 2: a wrong code is answered under the field.
  const otpInput = page.getByLabel('Enter OTP');
  await expect(otpInput).toBeVisible();
  await expect(page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
  const otp = await readOtp(page.request, mobile);
  await otpInput.fill('12');
  await otpInput.blur();
  await expect(page.getByText('OTP must be exactly 6 digits')).toBeVisible();
  const wrong = otp.startsWith('1') ? `2${otp.slice(1)}` : `1${otp.slice(1)}`;
  await otpInput.fill(wrong);
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expectAccessible(page, 'login, step 2 with an error');

  // 'Resend OTP' goes back to step 1 with the errors cleared and the number kept.
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByLabel('Enter Mobile Number')).toHaveValue(mobile);
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeHidden();
  await expect(
    page.getByRole('form', { name: 'Login with your mobile number' }).getByRole('alert'),
  ).toHaveCount(0);

  // /loginotp lands on the code for the number this tab sent one to (still valid).
  await page.goto('/loginotp');
  await expect(page.getByLabel('Enter OTP')).toBeVisible();
  await page.getByLabel('Enter OTP').fill(otp);
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();

  // Back on the product page, logged in: the relationship manager is shown.
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const manager = (await getMe(page.request, token ?? '')).relationshipManager;
  if (manager) {
    await expect(page.getByRole('complementary', { name: 'Relationship manager' })).toContainText(
      manager.name,
    );
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBeNull();

  // The header (desktop) or the drawer (phone) knows the customer.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toContainText(mobile);
    if (manager) await expect(drawer.getByRole('region', { name: 'Need Help?' })).toContainText(manager.name);
    await drawer.getByRole('link', { name: 'My account' }).click();
  } else {
    await page.getByRole('link', { name: 'My account' }).click();
  }
  await expect(page).toHaveURL(/\/userdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Logout: the token is revoked, /login shows, and private pages ask to log in again.
  await accountMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  const revoked = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
  if (!isPhone(page)) await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await page.goto('/account-documents');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBe('/account-documents');
});

test('sign up: a new number, its name, email and city are saved and shown', async ({ page }, testInfo) => {
  const mobile = mobileFor(testInfo, 2);

  await page.goto('/register');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page).toHaveTitle('Sign Up | Vastra');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true }).last()).toHaveAttribute(
    'href',
    '/login',
  );

  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Full Name').fill('Asha K Rao');
  await page.getByLabel('Email').fill(`asha.${mobile}@example.in`);
  await page.getByLabel('City').selectOption('Delhi');
  const captcha = page.getByRole('img', { name: /^Captcha:/ });
  const shown = ((await captcha.getAttribute('aria-label')) ?? '').replace('Captcha:', '').replace(/\s/g, '');
  expect(shown).toMatch(/^[A-Z0-9]{4}$/);
  await page.getByLabel('Enter Captcha').fill(shown.toLowerCase());
  await page.getByRole('button', { name: 'SIGN UP' }).click();

  await expect(page.getByLabel('Enter OTP')).toBeVisible();
  await page.getByLabel('Enter OTP').fill(await readOtp(page.request, mobile));
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();

  await expect(page).toHaveURL(/\/userdashboard$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Asha K Rao');
  await expect(profile).toContainText(`asha.${mobile}@example.in`);
  await expect(profile).toContainText('Delhi');
  await expect(profile).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await expect(page).toHaveTitle('My Account | Vastra');
  await expectAccessible(page, 'dashboard');
});

test('sign up: required fields, a wrong captcha and numbers outside India', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, 'signup');

  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please choose a city')).toBeVisible();
  await expect(page.getByText('Please enter the captcha')).toBeVisible();

  // Only Indian numbers get a code: said as soon as another country is chosen.
  await page.getByLabel('Country code').selectOption('+1');
  await expect(page.getByText('Only Indian mobile numbers (+91) can sign up for now.')).toBeVisible();
  await page.getByLabel('Country code').selectOption('+91');
  await expect(page.getByText('Only Indian mobile numbers (+91) can sign up for now.')).toBeHidden();

  await page.getByLabel('Mobile Number').fill('9000012345');
  await page.getByLabel('Full Name').fill('Ravi Shah');
  await page.getByLabel('Email').fill('ravi@example.in');
  await page.getByLabel('City').selectOption('Mumbai');

  // Refresh draws another code.
  const captcha = page.getByRole('img', { name: /^Captcha:/ });
  const first = await captcha.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Show a new captcha' }).click();
  await expect(captcha).not.toHaveAttribute('aria-label', first ?? '');

  // '0' is never drawn, so this is always wrong; no code is asked for.
  const before = await captcha.getAttribute('aria-label');
  await page.getByLabel('Enter Captcha').fill('0000');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByText('Captcha incorrect. Try again.')).toBeVisible();
  await expect(page.getByLabel('Enter Captcha')).toBeFocused();
  await expect(captcha).not.toHaveAttribute('aria-label', before ?? '');
  await expect(page.getByLabel('Enter OTP')).toHaveCount(0);
  const outbox = (await (await page.request.get('/api/dev/sms-outbox?mobile=9000012345')).json()) as {
    messages: unknown[];
  };
  expect(outbox.messages).toHaveLength(0);
});

test('an expired session on a private page asks to log in again', async ({ page }) => {
  await startLoggedIn(page, 'not-a-valid-token');
  await page.goto('/account-measurement');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  if (!isPhone(page)) await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBe('/account-measurement');
});

test.describe('the account pages', () => {
  let token = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    token = await apiLogin(request, mobileFor(testInfo, 3));
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await startLoggedIn(page, token);
  });

  test('account details: required messages, then saved and back to the addresses', async ({ page }) => {
    await page.goto('/account-address');
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(
      page.getByText('The following addresses will be used on the checkout page by default.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit billing address' }).click();

    await expect(page).toHaveURL(/\/account-edit$/);
    await expect(page).toHaveTitle('Account Details | Vastra');
    for (const label of [
      'First Name',
      'Last Name',
      'Building / Flat No',
      'City',
      'State',
      'Pincode',
      'Email',
    ]) {
      await page.getByLabel(label).fill('');
    }
    await page.getByLabel('Alternate Phone').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(5);
    await expect(page.getByText('Pincode is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Alternate phone must be exactly 10 digits')).toBeVisible();

    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Building / Flat No').fill('B-204, Gulmohar Residency');
    await page.getByLabel('Road').fill('SV Road');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Pincode').fill('400067');
    await page.getByLabel('Landmark').fill('Near Kandivali station');
    await page.getByLabel('Email').fill('meera@example.in');
    await page.getByLabel('Alternate Phone').fill('9820012345');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Address saved successfully. Redirecting...')).toBeVisible();

    // Back after a second, to the page the customer came from.
    await expect(page).toHaveURL(/\/account-address$/, { timeout: 5000 });
    const billing = page.getByRole('region', { name: 'Billing Address' });
    await expect(billing).toContainText('Meera Iyer');
    await expect(billing).toContainText('B-204, Gulmohar Residency');
    await expect(billing).toContainText('Mumbai, Maharashtra 400067');
    await expect(billing).toContainText('India');
    await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('Meera Iyer');
  });

  test('measurements: Edit, Save, and the values stay after a reload', async ({ page }) => {
    await page.goto('/account-measurement');
    await expect(page.getByRole('heading', { level: 1, name: 'Measurement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Men Measurements', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Women Measurements' })).toBeVisible();
    await expect(page.getByLabel('Chest')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Pant length').fill('41');
    await page.getByLabel('Chest').fill('38.5');
    await page.getByLabel('Top bust').fill('abc');
    await page.getByLabel('Top bust').blur();
    await expect(page.getByText('Top bust must be a number')).toBeVisible();
    await page.getByLabel('Top bust').fill('34');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Measurements saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByLabel('Chest')).toHaveCount(0);
    const men = page.getByRole('region', { name: 'Men Measurements', exact: true });
    await expect(men).toContainText('38.5 in');
    await expect(men).toContainText('41 in');
    await expect(page.getByRole('region', { name: 'Women Measurements' })).toContainText('34 in');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Men Measurements', exact: true })).toContainText(
      '38.5 in',
    );
  });

  test('documents: a picture is compressed, uploaded, listed and viewed', async ({ page }) => {
    await page.goto('/account-documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Document' })).toBeVisible();
    await expect(page.getByText('No documents yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please choose ID Card, Aadhar Card or License')).toBeVisible();
    await expect(page.getByText('Please choose a file to upload.')).toBeVisible();

    await page.getByLabel('Document type').selectOption('Aadhar Card');
    const png = await drawPng(page, 'AADHAAR 1234');
    await page.getByLabel('File').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Your document has been uploaded.')).toBeVisible();

    // The picture went as a JPEG (compressed in the browser).
    const item = page.getByTestId('document-item').filter({ hasText: 'Aadhar Card' });
    await expect(item).toContainText('aadhaar.jpg');
    const listed = await page.request.get('/api/me/documents', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await listed.json()) as { items: { contentType: string; originalName: string }[] };
    expect(items[0]).toMatchObject({ contentType: 'image/jpeg', originalName: 'aadhaar.jpg' });

    // View fetches the private file with the token and shows it from a blob URL.
    await item.getByRole('button', { name: 'View Aadhar Card' }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhar Card' });
    const picture = viewer.getByRole('img', { name: /^Aadhar Card/ });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(viewer.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', /^blob:/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('dashboard: photo upload and reset; login and signup send a customer here', async ({ page }) => {
    await page.goto('/userdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Allowed JPG, GIF or PNG. Max size of 800K')).toBeVisible();

    await page
      .getByLabel('Upload a new photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 'ME') });
    const photo = page.getByRole('img', { name: 'Your profile' });
    await expect(photo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(photo).toHaveCount(0);

    // The side menu: Orders and Wishlist are the cart feature's pages.
    const menu = accountMenu(page);
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account-orders');
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account-wishlist');
    await menu.getByRole('link', { name: 'Fit Check Requests' }).click();
    await expect(page.getByRole('heading', { name: 'No fit check requests yet' })).toBeVisible();
    await expect(page).toHaveTitle('Fit Check Requests | Vastra');

    for (const path of ['/login', '/loginotp', '/signin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/userdashboard$/);
    }
  });
});
