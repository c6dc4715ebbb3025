import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intlLocale } from '@vastra/shared/languages';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { Logo } from '@/components/layout/logo';
import { MobileForm } from '@/features/auth/components/mobile-form';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { formatters } from './format';
import { currentLanguage, i18n, languageInstance, showLanguage } from './index';
import { storedLanguage, unsavedChoice } from './language';
import './texts/orders';

const wrap = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

afterEach(async () => {
  session.clear();
  await showLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie
  document.cookie = 'vastra_lang=; path=/; max-age=0';
});

describe('Indian formats in both languages', () => {
  it('groups rupees the Indian way and names months in the language', () => {
    expect(formatters('en').money(123456)).toBe('₹1,23,456');
    expect(formatters('hi').money(12345678)).toBe('₹1,23,45,678');
    expect(formatters('hi').money(null)).toBe('-');
    expect(formatters('en').longDate('2026-12-09')).toBe('9 December 2026');
    expect(formatters('hi').longDate('2026-12-09')).toBe('9 दिसंबर 2026');
    expect(formatters('hi').shortDate('2026-01-31')).toBe('31/01/2026');
  });

  it('writes amounts and dates exactly as Intl does in en-IN and hi-IN', () => {
    const day = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2199, 11, 31) });
    for (const language of ['en', 'hi'] as const) {
      const locale = intlLocale(language);
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const long = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const short = new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const f = formatters(language);
      fc.assert(
        fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
          expect(f.money(amount)).toBe(`₹${number.format(amount)}`);
          expect(f.number(amount)).toBe(number.format(amount));
        }),
        { numRuns: 500 },
      );
      fc.assert(
        fc.property(day, (ms) => {
          const date = new Date(ms);
          const iso = date.toISOString().slice(0, 10);
          expect(f.longDate(iso)).toBe(long.format(date));
          expect(f.shortDate(iso)).toBe(short.format(date));
        }),
        { numRuns: 500 },
      );
    }
  });
});

describe('texts', () => {
  it('shows a component in Hindi when Hindi is chosen, its form checks too', async () => {
    await showLanguage('hi');
    wrap(<MobileForm defaultMobile="" onSent={() => {}} autoFocus={false} />);
    expect(screen.getByLabelText(/मोबाइल नंबर डालें/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('मोबाइल नंबर ज़रूरी है')).toBeTruthy();
  });

  it('names the logo in the language shown', async () => {
    await showLanguage('hi');
    renderInApp(<Logo />);
    expect(screen.getByRole('link', { name: 'Vastra होम' }).textContent).toBe('Vastra1987 से');
  });

  it('falls back to English for a text a language lacks', async () => {
    await showLanguage('hi');
    i18n.addResource('en', 'translation', 'test.onlyEnglish', 'Only in English');
    expect(i18n.t('test.onlyEnglish' as 'header.login')).toBe('Only in English');
    expect(i18n.t('header.login')).toBe('लॉग इन');
  });
});

describe("a server render's own language", () => {
  it('gives a Hindi instance while the shared one stays English, and the reverse', async () => {
    const hindi = await languageInstance('hi');
    const english = await languageInstance('en');
    expect(hindi.t('checkout.placeOrder')).toBe('ऑर्डर करें');
    expect(english.t('checkout.placeOrder')).toBe('Place Order');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('checkout.placeOrder')).toBe('Place Order');
    await showLanguage('hi');
    expect(english.t('checkout.placeOrder')).toBe('Place Order');
  });
});

describe('the language switcher', () => {
  it("keeps a visitor's choice in the browser, to be saved at login, and sets <html lang>", async () => {
    const calls = fakeApi();
    wrap(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(storedLanguage()).toBe('hi');
    expect(unsavedChoice.get()).toBe(true);
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("saves a logged-in customer's choice on their account", async () => {
    session.setToken('token-1');
    const calls = fakeApi(on('PUT', '/api/me', { status: 200, body: { language: 'hi' } }));
    wrap(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PUT', path: '/api/me', body: { language: 'hi' } }]),
    );
    await waitFor(() => expect(unsavedChoice.get()).toBe(false));
  });
});
