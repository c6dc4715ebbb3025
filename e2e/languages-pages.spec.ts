import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import { firstPiece } from './support/catalog';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * Hindi beyond the shop's first pages: the membership and information pages come from the server
 * in Hindi with the language cookie (their texts load with their pages, not with the first
 * script); a Hindi-speaking customer plans a wedding party, reads their account pages and opens
 * the product page's dialogs in Hindi.
 */

test('the membership and contact pages come from the server in Hindi with the cookie, in English without', async ({
  request,
}) => {
  const html = async (url: string, language?: 'hi') => {
    const res = await request.get(url, language ? { headers: { cookie: `vastra_lang=${language}` } } : {});
    expect(res.status()).toBe(200);
    return res.text();
  };
  const hindi = await html('/membership', 'hi');
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(hindi).toContain('Vastra फ़ैशन मेंबरशिप');
  expect(hindi).toContain('अपना प्लान चुनें');
  expect(hindi).toContain('यह कैसे काम करता है');
  expect(hindi).not.toContain('Choose your plan');
  const english = await html('/membership');
  expect(english).toContain('Choose your plan');
  expect(english).not.toContain('अपना प्लान चुनें');

  const contact = await html('/contact-us/', 'hi');
  expect(contact).toContain('हमसे बात करें');
  expect(contact).toContain('संपर्क की जानकारी');
  expect(contact).not.toContain('Get In Touch');
});

test('a Hindi-speaking customer plans a wedding party, reads their account and opens the product dialogs in Hindi', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  if (!isPhone(page)) await page.setViewportSize({ width: 1280, height: 800 });
  const token = await loginByApi(request);
  // The account's language is Hindi (shown after login, as the cookie's).
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/me', { headers: auth, data: { language: 'hi' } })).ok()).toBe(true);
  await page.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL ?? '' }]);
  await useToken(page, token);

  // A wedding party: the form, then the organiser's page.
  await page.goto('/party/new');
  await expect(page.getByRole('heading', { level: 1, name: 'शादी की पार्टी बनाएँ' })).toBeVisible();
  await expect(page).toHaveTitle('शादी की पार्टी बनाएँ | Vastra');
  const name = `शर्मा बारात ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.getByLabel('पार्टी का नाम').fill(name);
  await page.getByLabel('कार्यक्रम की तारीख़').fill(addDays(todayInIndia(), 200));
  await page.getByLabel('डिलीवरी का पिनकोड').fill('400067');
  await page.getByRole('button', { name: 'पार्टी बनाएँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^कार्यक्रम की तारीख़: \d\d\/\d\d\/\d{4} · 400067 पर डिलीवरी$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'सदस्य' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सबके लिए भुगतान करें' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'आपका आउटफ़िट' })).toBeVisible();
  await expectAccessible(page, 'party page in Hindi');
  await expect(page.getByText(/Members|Pay for everyone|Your outfit/)).toHaveCount(0);

  // Membership.
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Vastra फ़ैशन मेंबरशिप' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'अपना प्लान चुनें' })).toBeVisible();
  await expect(page.getByRole('link', { name: /चुनें \(प्लान A, ₹[\d,]+ सालाना\)/ })).toBeVisible();

  // Account Details and measurements.
  await page.goto('/account-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'खाते का विवरण' })).toBeVisible();
  await expect(page).toHaveTitle('खाते का विवरण | Vastra');
  await expect(page.getByLabel(/पहला नाम/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
  await expectAccessible(page, 'Account Details in Hindi');
  await page.goto('/account-measurement');
  await expect(page.getByRole('heading', { level: 1, name: 'नाप' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'पुरुषों का नाप' })).toBeVisible();

  // A product page: the help dialog and the trial booking.
  const piece = await firstPiece(page.request, 'rent');
  await page.goto(`/product/${piece.slug}/${piece.code}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();
  await page.getByRole('button', { name: 'पिकअप/डिलीवरी' }).click();
  const help = page.getByRole('dialog', { name: 'पिकअप/डिलीवरी' });
  await expect(help).toContainText('होम डिलीवरी:');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'पहले पहनकर देखें' })).toBeVisible();
  await page.getByRole('button', { name: 'ट्रायल बुक करें' }).click();
  await expect(page.getByLabel('ट्रायल का दिन')).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'श्रेणी' })).toBeVisible();
});
