import type { Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { freshMobile, loginByApi, useToken } from './support/login';
import { rentalInCart } from './support/settings';

/*
 * Hindi beside English: a visitor switches to हिन्दी, walks home → listing → product → login in
 * Hindi, a reload keeps it, and after login the choice is on their account, so another browser
 * logged in as the same customer shows Hindi from the start. At 390 px (phone project, the drawer's
 * switcher) and 1280 px (the header's).
 */

async function atWidth(page: Page) {
  if (!isPhone(page)) await page.setViewportSize({ width: 1280, height: 800 });
}

async function chooseHindi(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    // The drawer itself now speaks Hindi; close it.
    await expect(page.getByRole('dialog', { name: 'मेन्यू' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  }
}

async function readOtp(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as {
        messages: { body: string }[];
      };
      code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('a visitor switches to Hindi, browses and logs in in Hindi; the account keeps the choice', async ({
  page,
  browser,
}) => {
  // A long walk (two browsers, a login) on a shared machine.
  test.setTimeout(180_000);
  await atWidth(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'Men Collection', exact: true })).toBeVisible();

  await chooseHindi(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'पुरुषों का कलेक्शन', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'किराए पर लेना कैसे काम करता है' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'हमसे बात करें' })).toBeVisible();
  await expect(page.getByText('Men Collection')).toHaveCount(0);

  // Home → a listing: its count, filters and dates in Hindi.
  await page.locator('section[aria-labelledby="home-men"] ul a').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByText(/^\d+\+? पोशाक(ें)?$/)).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole('button', { name: /^फ़िल्टर/ })).toBeVisible();
  else await expect(page.getByRole('complementary', { name: 'फ़िल्टर' })).toContainText('किराए की अवधि');

  // → a product: its booking box in Hindi; a reload keeps Hindi.
  const card = page.locator('main a[href^="/product/"]').first();
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();
  await expect(page.getByTestId('rental-summary')).toHaveText(/^\d+ दिन \/ ₹[\d,]+$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();

  // → login, in Hindi, form checks included.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await expectAccessible(page, 'login in Hindi');
  const mobile = freshMobile();
  const mobileInput = page.getByLabel('मोबाइल नंबर डालें');
  await mobileInput.fill('98765');
  await mobileInput.blur();
  await expect(page.getByText('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
  await mobileInput.fill(mobile);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  const otp = await readOtp(page, mobile);
  await page.getByRole('textbox', { name: 'OTP डालें', exact: true }).fill(otp);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();
  await expect(page).toHaveURL(/\/userdashboard$/);

  // The choice made as a visitor is now on the account.
  const token = await page.evaluate(() => localStorage.getItem('vastra.token'));
  await expect
    .poll(async () => {
      const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await me.json()) as { language: string }).language;
    })
    .toBe('hi');

  // Another browser, logged in as the same customer, shows Hindi.
  const other = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  try {
    const fresh = await other.newPage();
    // The same session, in a browser with nothing stored: no cookie, no language.
    await useToken(fresh, token ?? '');
    await fresh.goto('/');
    // Shown once the account has answered (a busy test machine may take a while).
    await expect(fresh.getByRole('heading', { level: 2, name: 'पुरुषों का कलेक्शन', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // And back to English from there: saved on the account too.
    if (isPhone(fresh)) {
      await fresh.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await fresh.getByRole('dialog').getByRole('button', { name: 'English' }).click();
      await fresh.keyboard.press('Escape');
    } else {
      await fresh.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    }
    await expect(fresh.getByRole('heading', { level: 2, name: 'Men Collection', exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const me = await fresh.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
        return ((await me.json()) as { language: string }).language;
      })
      .toBe('en');
  } finally {
    await other.close();
  }
});

/*
 * Sign-up in Hindi: chosen on the page itself, the form, its checks (the shared rules' and its
 * own), the captcha and the code step read Hindi, and the new account keeps the choice.
 */
test('a visitor signs up in Hindi: the form, its checks, the captcha and the code step', async ({ page }) => {
  test.setTimeout(120_000);
  await atWidth(page);
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await chooseHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'साइन अप करें' })).toBeVisible();
  await expect(page).toHaveTitle('साइन अप करें | Vastra');
  // The welcome panel beside the form is a desktop's only.
  if (!isPhone(page)) {
    const welcome = page.getByRole('complementary', { name: 'साल के सबसे बड़े दिन के लिए सजे-धजे' });
    await expect(welcome).toContainText('अपना नाप एक बार सहेजें');
  }

  const form = page.getByRole('form', { name: 'साइन अप' });
  const submit = form.getByRole('button', { name: 'साइन अप करें' });
  await submit.click();
  await expect(form.getByText('मोबाइल नंबर ज़रूरी है')).toBeVisible();
  await expect(form.getByText('यह जानकारी ज़रूरी है')).toBeVisible();
  await expect(form.getByText('ईमेल ज़रूरी है')).toBeVisible();
  await expect(form.getByText('कृपया कोई शहर चुनें')).toBeVisible();
  await expect(form.getByText('कृपया कैप्चा डालें')).toBeVisible();
  await form.getByLabel('देश का कोड').selectOption('+44');
  await expect(form.getByText('अभी सिर्फ़ भारत के मोबाइल नंबर (+91) से साइन अप हो सकता है।')).toBeVisible();
  await form.getByLabel('देश का कोड').selectOption('+91');
  await expectAccessible(page, 'sign-up in Hindi');
  await expect(
    page.getByText(/Sign Up|Full Name|Enter Captcha|Please choose a city|is required|Dressed for/),
  ).toHaveCount(0);

  const mobile = freshMobile();
  await form.getByLabel('मोबाइल नंबर').fill(mobile);
  await form.getByLabel('पूरा नाम').fill('आशा राव');
  await form.getByLabel('ईमेल').fill(`asha.${mobile}@example.in`);
  await form.getByLabel('शहर').selectOption('Mumbai');
  const captcha = form.getByRole('img', { name: /^कैप्चा: / });
  await form.getByRole('button', { name: 'नया कैप्चा दिखाएँ' }).click();
  await form.getByLabel('कैप्चा डालें').fill('0000');
  await submit.click();
  await expect(form.getByText('कैप्चा ग़लत है। फिर से कोशिश करें।')).toBeVisible();
  const shown = ((await captcha.getAttribute('aria-label')) ?? '').replace('कैप्चा:', '').replace(/\s/g, '');
  await form.getByLabel('कैप्चा डालें').fill(shown);
  await submit.click();

  await expect(page.getByText('बस एक क़दम और: हमने आपके मोबाइल पर जो कोड भेजा है, उसे डालें।')).toBeVisible();
  await page.getByRole('textbox', { name: 'OTP डालें', exact: true }).fill(await readOtp(page, mobile));
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();
  await expect(page).toHaveURL(/\/userdashboard$/);
  await expect(page.getByRole('region', { name: 'प्रोफ़ाइल' })).toContainText('आशा राव');

  // The choice made on the sign-up page is the new account's language.
  const token = await page.evaluate(() => localStorage.getItem('vastra.token'));
  await expect
    .poll(async () => {
      const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await me.json()) as { language: string }).language;
    })
    .toBe('hi');
});

/*
 * A customer who reads the shop in Hindi orders in Hindi: the bag, checkout (its form checks
 * too), Payment Terms, the payment page, Order Received, the order page and My orders, with
 * rupees in Indian grouping and dates as dd/mm/yyyy.
 */
test('a Hindi-speaking customer goes through checkout and the order pages in Hindi', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await atWidth(page);
  const token = await loginByApi(request);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/me', { headers: auth, data: { language: 'hi' } })).ok()).toBe(true);
  // Pieces the other browser tests leave alone, one per project.
  await rentalInCart(request, token, testInfo.project.name === 'phone' ? 30 : 31);
  await page.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL ?? '' }]);
  await useToken(page, token);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'आपका थैला' })).toBeVisible();
  await page.getByRole('link', { name: 'चेकआउट पर आगे बढ़ें' }).click();

  // Checkout.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page).toHaveTitle('चेकआउट | Vastra');
  await expect(page.getByRole('heading', { name: 'बिलिंग और डिलीवरी का विवरण' })).toBeVisible();
  const form = page.locator('#checkout-form');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(form.getByText('पहला नाम ज़रूरी है')).toBeVisible();
  await expect(form.getByText('लैंडमार्क ज़रूरी है')).toBeVisible();
  await form.getByLabel('पहला नाम').fill('आशा');
  await form.getByLabel('उपनाम').fill('राव');
  await form.getByLabel('ईमेल').fill('asha.hi@example.in');
  await form.getByLabel('बिल्डिंग / फ़्लैट नंबर').fill('B-204, शांति निवास');
  await form.getByLabel('स्टेशन').fill('कांदिवली');
  await form.getByLabel('लैंडमार्क').fill('शांति आर्केड के पास');
  await form.getByLabel('शहर / क़स्बा').fill('मुंबई');
  await form.getByLabel('राज्य').fill('महाराष्ट्र');
  await form.getByLabel('पिनकोड').fill('400067');
  await form.getByRole('radio', { name: /स्टोर से पिकअप/ }).check();
  const summary = page.getByRole('complementary', { name: 'आपका ऑर्डर' });
  await expect(summary.getByText('कुल', { exact: true })).toBeVisible();
  await expect(page.getByTestId('amount-total')).toHaveText(/^₹(\d{1,2}(,\d\d)*,\d{3}|\d{1,3})$/);
  await expectAccessible(page, 'checkout in Hindi');

  // Payment Terms.
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  const terms = page.getByRole('dialog', { name: 'भुगतान की शर्तें' });
  await expect(terms).toContainText('ऑर्डर रद्द करने पर बुकिंग एडवांस वापस नहीं होगा।');
  const advance = (await terms.getByTestId('terms-advance').textContent()) ?? '';
  expect(advance).toMatch(/^₹(\d{1,2}(,\d\d)*,\d{3}|\d{1,3})$/);
  await terms.getByRole('button', { name: 'पक्का करें' }).click();

  // The (test) payment page, then Order Received.
  await expect(page.getByRole('heading', { level: 1, name: 'अपना बुकिंग एडवांस चुकाएँ' })).toBeVisible();
  await page.getByRole('button', { name: `${advance} चुकाएँ` }).click();
  await expect(page).toHaveURL(/\/ordercomplete\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर मिल गया' })).toBeVisible();
  await expect(page).toHaveTitle('ऑर्डर मिल गया | Vastra');
  await expect(page.getByRole('heading', { level: 2, name: 'ऑर्डर का विवरण' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'यहाँ से पिकअप' })).toBeVisible();
  await expect(page.getByText('बुकिंग एडवांस चुकाया')).toBeVisible();
  await expect(page.getByTestId('amount-advance')).toHaveText(advance);
  await expect(page.getByTestId('order-line')).toContainText(/\d\d\/\d\d\/\d{4}/);
  const billNo = (await page.getByTestId('complete-bill-no').textContent()) ?? '';
  await expectAccessible(page, 'Order Received in Hindi');
  await expect(page.getByText(/Order Received|Order details|Booking advance/)).toHaveCount(0);

  // The order page.
  await page.getByRole('link', { name: 'ऑर्डर देखें' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `ऑर्डर ${billNo}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('पक्का');
  await expect(page.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
  await page.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  const cancel = page.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
  await expect(cancel).toBeVisible();
  await cancel.getByRole('button', { name: 'मेरा ऑर्डर रहने दें' }).click();
  await expect(cancel).toBeHidden();

  // My orders.
  await page.goto('/account-orders');
  await expect(page.getByText('ऑर्डर का विवरण देखने के लिए “देखें” दबाएँ।', { exact: false })).toBeVisible();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(billNo);
  await expect(row.getByTestId('order-status')).toHaveText('पक्का');
  await expect(row.getByRole('link', { name: `ऑर्डर ${billNo} देखें` })).toBeVisible();
  await expectAccessible(page, 'My orders in Hindi');
});
