import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '@/app/routes/login';
import SignupPage from '@/app/routes/signup';
import { showLanguage } from '@/i18n';
import { enAuth } from '@/i18n/locales/en-auth';
import { fakeApi, on } from '@/test/fake-api';
import { renderInApp } from '@/test/render';

afterEach(async () => {
  await showLanguage('en');
});

/** Every English text of the `auth` namespace (the sign-in pages' own words). */
function englishTexts(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value.replace(/\{\{\w+\}\}/g, '').trim()] : englishTexts(value),
  );
}

/** Every sentence in the page: its text, and the labels and placeholders a reader or screen reader gets. */
function wordsOnThePage(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('placeholder') ?? '',
  ]);
  return [document.body.textContent ?? '', ...attributes, document.title].join('\n');
}

/** The English the sign-up form could show: its texts and its checks, as the spec words them. */
const ENGLISH = [
  ...englishTexts(enAuth),
  'Mobile number is required',
  'This field is required',
  'Email is required',
  'Please choose a city',
  'Please enter the captcha',
  'Only Indian mobile numbers (+91) can sign up for now.',
  'Captcha incorrect. Try again.',
  'VERIFY OTP',
  'Enter OTP',
];

/** A form field by its label (the label also holds the required mark, '*'). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${literally(label)}`));

const captchaShown = () =>
  (screen.getByRole('img', { name: /^कैप्चा: / }).getAttribute('aria-label') ?? '')
    .replace('कैप्चा:', '')
    .replace(/\s/g, '');

describe('the sign-in pages in Hindi', { timeout: 20_000 }, () => {
  it('shows sign-up in English by default, in the shop’s words', async () => {
    renderInApp(<SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dressed for the biggest day of the year' }),
    ).toBeTruthy();
    expect(field('Country code')).toBeTruthy();
    expect(screen.getByRole('option', { name: '+91 India' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Captcha: [A-Z0-9] [A-Z0-9] [A-Z0-9] [A-Z0-9]$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show a new captcha' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Please choose a city')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(document.title).toBe('Sign Up | Vastra');
  });

  it('shows sign-up, its checks, its captcha and the code step in Hindi, with no English left', async () => {
    const calls = fakeApi(
      on('POST', '/api/auth/otp', {
        status: 200,
        body: { message: 'OTP sent', expiresInSeconds: 600, resendAfterSeconds: 30 },
      }),
    );
    await showLanguage('hi');
    renderInApp(<SignupPage />);
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'साइन अप करें' })).toBeTruthy();
    const welcome = screen.getByRole('complementary', { name: 'साल के सबसे बड़े दिन के लिए सजे-धजे' });
    expect(within(welcome).getByText('Vastra · 1987 से')).toBeTruthy();
    expect(within(welcome).getByText('पसंद के आउटफ़िट की सूची रखें, हर डिवाइस पर।')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'साइन अप' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '+91 भारत' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '+1 अमेरिका' })).toBeTruthy();
    expect(field('मोबाइल नंबर')).toBeTruthy();
    expect(screen.getByPlaceholderText('10 अंकों का मोबाइल नंबर')).toBeTruthy();
    expect(field('पूरा नाम')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'शहर चुनें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नया कैप्चा दिखाएँ' })).toBeTruthy();
    expect(screen.getByText('ऊपर दिखे 4 अक्षर लिखें।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉग इन' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('साइन अप करें | Vastra');

    // The shared schema's checks and the form's own, in Hindi.
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('मोबाइल नंबर ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('यह जानकारी ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कृपया कोई शहर चुनें')).toBeTruthy();
    expect(screen.getByText('कृपया कैप्चा डालें')).toBeTruthy();
    await user.selectOptions(field('देश का कोड'), '+1');
    expect(await screen.findByText('अभी सिर्फ़ भारत के मोबाइल नंबर (+91) से साइन अप हो सकता है।')).toBeTruthy();
    expect(wordsOnThePage()).not.toMatch(new RegExp(ENGLISH.map(literally).join('|')));
    await user.selectOptions(field('देश का कोड'), '+91');

    await user.type(field('मोबाइल नंबर'), '9876543210');
    await user.type(field('पूरा नाम'), 'आशा राव');
    await user.type(field('ईमेल'), 'asha@example.in');
    await user.selectOptions(field('शहर'), 'Mumbai');
    await user.type(field('कैप्चा डालें'), '0000');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('कैप्चा ग़लत है। फिर से कोशिश करें।')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(field('कैप्चा डालें'), captchaShown());
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('बस एक क़दम और: हमने आपके मोबाइल पर जो कोड भेजा है, उसे डालें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP जाँचें' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/otp']);
    expect(wordsOnThePage()).not.toMatch(new RegExp(ENGLISH.map(literally).join('|')));
  });

  it('shows the login page’s welcome panel and title in Hindi', async () => {
    await showLanguage('hi');
    renderInApp(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'साल के सबसे बड़े दिन के लिए सजे-धजे' })).toBeTruthy();
    expect(screen.getByText('अपना नाप एक बार सहेजें; हर आउटफ़िट हम उसी नाप पर ऑल्टर करते हैं।')).toBeTruthy();
    expect(document.title).toBe('लॉग इन | Vastra');
    expect(wordsOnThePage()).not.toMatch(new RegExp(englishTexts(enAuth).map(literally).join('|')));
  });
});

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
