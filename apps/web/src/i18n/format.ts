import { isLanguage, type LanguageCode } from '@vastra/shared/languages';
import {
  ENGLISH_MONTHS,
  formatEventDate,
  formatRupees,
  groupIndian,
  type IsoDate,
} from '@vastra/shared/rules';
import { useTranslation } from './translate';

type Formatters = {
  money: (amount: number | null | undefined) => string;
  number: (value: number) => string;
  longDate: (date: IsoDate) => string;
  shortDate: (date: IsoDate) => string;
};
const cache = new Map<LanguageCode, Formatters>();

/** The months' names in each language, January first, as Intl's long dates write them. */
const MONTHS: Record<LanguageCode, readonly string[]> = {
  en: ENGLISH_MONTHS,
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/**
 * Numbers, amounts and dates in the Indian formats of a language, as Intl's 'en-IN' and 'hi-IN'
 * write them: Indian digit grouping (₹1,23,456) in both, month names in the language. Written out
 * rather than made with Intl, whose first formatter costs a phone's start-up about 25 ms (record
 * 35); i18n.test.tsx checks them against Intl.
 */
export function formatters(language: LanguageCode): Formatters {
  const known = cache.get(language);
  if (known) return known;
  const months = MONTHS[language];
  const made = {
    /** money(123456) === '₹1,23,456'; a missing amount is '-'. */
    money: formatRupees,
    number: groupIndian,
    /** longDate('2026-12-09'): '9 December 2026' / '9 दिसंबर 2026'. */
    longDate: (date: IsoDate) => {
      const [y = '', m = '', d = ''] = date.split('-');
      return `${Number(d)} ${months[Number(m) - 1] ?? ''} ${y}`;
    },
    /** shortDate('2026-12-09') === '09/12/2026' in both. */
    shortDate: formatEventDate,
  };
  cache.set(language, made);
  return made;
}

/** The formatters of the language being shown; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(isLanguage(i18n.language) ? i18n.language : 'en');
}
