import { LANGUAGES } from '@vastra/shared/languages';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { enAuth } from './locales/en-auth';
import { enBooking } from './locales/en-booking';
import { enBookingDialogs } from './locales/en-booking-dialogs';
import { enHome } from './locales/en-home';
import { enLoginAccount } from './locales/en-login-account';
import { enMember } from './locales/en-member';
import { enOrders } from './locales/en-orders';
import { enPages } from './locales/en-pages';
import { enParty } from './locales/en-party';
import { enProfile } from './locales/en-profile';
import { enSale } from './locales/en-sale';
import { enShop } from './locales/en-shop';
import hi from './locales/hi';
import hiAuth from './locales/hi-auth';
import hiBooking from './locales/hi-booking';
import hiHome from './locales/hi-home';
import hiMember from './locales/hi-member';
import hiPages from './locales/hi-pages';
import hiParty from './locales/hi-party';
import { hiPatterns } from './locales/hi-patterns';
import hiProfile from './locales/hi-profile';
import hiSale from './locales/hi-sale';
import hiShop from './locales/hi-shop';

/** Every text of a resource tree by its dotted key. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) found.set(k, v);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const translations = { hi: hi.translation } as const;

/** The features' namespaces (i18n/texts): English and each language's file. */
/** Two parts of one namespace's texts, merged key by key as i18next merges them (deep). */
function merged(a: object, b: object): object {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const before = out[key];
    out[key] =
      before && typeof before === 'object' && value && typeof value === 'object'
        ? merged(before, value)
        : value;
  }
  return out;
}

const namespaces: Record<string, { en: object; others: Record<string, object> }> = {
  party: { en: enParty, others: { hi: hiParty } },
  member: { en: enMember, others: { hi: hiMember } },
  pages: { en: enPages, others: { hi: hiPages } },
  profile: { en: enProfile, others: { hi: hiProfile } },
  booking: { en: merged(enBooking, enBookingDialogs), others: { hi: hiBooking } },
  shop: { en: enShop, others: { hi: hiShop } },
  sale: { en: enSale, others: { hi: hiSale } },
  home: { en: enHome, others: { hi: hiHome } },
  auth: { en: enAuth, others: { hi: hiAuth } },
};

describe('every language has every English text', () => {
  it('lists a resource file for each language but English', () => {
    expect(Object.keys(translations).sort()).toEqual(
      LANGUAGES.map((l) => l.code)
        .filter((c) => c !== 'en')
        .sort(),
    );
  });

  const checks = [
    ...Object.entries(translations).map(([code, tree]) => ({
      name: code,
      english: { ...en, ...enOrders, ...enLoginAccount },
      tree,
    })),
    ...Object.entries(namespaces).flatMap(([ns, files]) =>
      Object.entries(files.others).map(([code, tree]) => ({
        name: `${code} ${ns}`,
        english: files.en,
        tree,
      })),
    ),
  ];
  for (const { name, english: source, tree } of checks) {
    it(`${name}: the same keys as English, each a text with the same {{placeholders}}`, () => {
      const english = leaves(source);
      const other = leaves(tree);
      expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
      expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
      for (const [key, text] of english) {
        const translated = other.get(key);
        expect(typeof translated, key).toBe('string');
        expect((translated as string).trim(), key).not.toBe('');
        expect(placeholders(translated as string), key).toEqual(placeholders(text as string));
      }
    });
  }
});

describe("the patterns of the API's sentences with a date, number or name inside", () => {
  it('hi: each an anchored regular expression, each {{n}} of its translation one of its groups', () => {
    for (const [pattern, translation] of Object.entries(hiPatterns)) {
      expect(pattern.startsWith('^') && pattern.endsWith('$'), pattern).toBe(true);
      const groups = new RegExp(`${pattern}|`).exec('')?.length ?? 1;
      for (const [, n] of translation.matchAll(/\{\{(\d)\}\}/g))
        expect(Number(n), pattern).toBeLessThan(groups);
    }
  });
});
