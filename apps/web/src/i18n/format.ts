import { intlLocale, isLanguage, type LanguageCode } from '@vastra/shared/languages';
import type { IsoDate } from '@vastra/shared/rules';
import { useTranslation } from 'react-i18next';

type Formatters = {
  money: (amount: number | null | undefined) => string;
  number: (value: number) => string;
  longDate: (date: IsoDate) => string;
  shortDate: (date: IsoDate) => string;
};
const cache = new Map<LanguageCode, Formatters>();

/**
 * Numbers, amounts and dates in the Indian formats of a language (Intl's 'en-IN', 'hi-IN'): Indian
 * digit grouping (₹1,23,456) in both, month names in the language.
 */
export function formatters(language: LanguageCode): Formatters {
  const known = cache.get(language);
  if (known) return known;
  const locale = intlLocale(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const longDate = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortDate = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const asDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
  const made = {
    /** money(123456) === '₹1,23,456'; a missing amount is '-'. */
    money: (amount: number | null | undefined) =>
      amount === null || amount === undefined || !Number.isFinite(amount) ? '-' : `₹${number.format(amount)}`,
    number: (value: number) => number.format(value),
    /** longDate('2026-12-09'): '9 December 2026' / '9 दिसंबर 2026'. */
    longDate: (date: IsoDate) => longDate.format(asDate(date)),
    /** shortDate('2026-12-09') === '09/12/2026' in both. */
    shortDate: (date: IsoDate) => shortDate.format(asDate(date)),
  };
  cache.set(language, made);
  return made;
}

/** The formatters of the language being shown; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(isLanguage(i18n.language) ? i18n.language : 'en');
}
