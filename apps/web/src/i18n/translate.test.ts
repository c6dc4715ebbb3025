import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, languageInstance, showLanguage } from './index';
import { pluralForm, translator } from './translate';
import './texts/auth';
import './texts/booking';
import './texts/booking-dialogs';
import './texts/home';
import './texts/login-account';
import './texts/member';
import './texts/orders';
import './texts/pages';
import './texts/party';
import './texts/profile';
import './texts/sale';
import './texts/shop';

/*
 * The storefront's t() gives exactly what i18next's own t() gives, for every text of both
 * languages: each namespace, each plural form, with values of every kind filled in, missing or
 * left out; and for keys that are missing or name a group of texts.
 */

type Text = { ns: string; key: string; plural: boolean; names: string[] };

/** Every text of the store, by namespace and key (plural forms once, by their key). */
function texts(): Text[] {
  const found = new Map<string, Text>();
  const walk = (ns: string, node: unknown, path: string) => {
    if (typeof node === 'string') {
      const plural = /_(zero|one|two|few|many|other)$/.test(path);
      const key = plural ? path.replace(/_(zero|one|two|few|many|other)$/, '') : path;
      const id = `${ns}:${key}`;
      const text = found.get(id) ?? { ns, key, plural, names: [] };
      for (const [, name = ''] of node.matchAll(/\{\{(.+?)\}\}/g)) {
        if (!text.names.includes(name.trim())) text.names.push(name.trim());
      }
      found.set(id, text);
      return;
    }
    if (node && typeof node === 'object') {
      for (const [part, child] of Object.entries(node)) walk(ns, child, path ? `${path}.${part}` : part);
    }
  };
  const data = i18n.store.data as Record<string, Record<string, unknown>>;
  for (const language of Object.keys(data)) {
    for (const [ns, bundle] of Object.entries(data[language] ?? {})) {
      if (ns === 'messages' || ns === 'patterns') continue; // read by translateMessage, by sentence
      walk(ns, bundle, '');
    }
  }
  return [...found.values()];
}

const instances: Record<'en' | 'hi', I18n> = {} as Record<'en' | 'hi', I18n>;

beforeAll(async () => {
  await showLanguage('hi'); // Hindi's texts, the features' too
  instances.en = await languageInstance('en');
  instances.hi = await languageInstance('hi');
});
afterAll(() => showLanguage('en'));

function same(instance: I18n, ns: string, key: string, options?: Record<string, unknown>) {
  const ours = translator(instance, ns)(key, options);
  const theirs = (instance.t as unknown as (k: string, o: object) => string)(key, { ns, ...options });
  expect(ours, `${instance.language} ${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs);
}

describe('the storefront’s t()', () => {
  it('gives i18next’s text for every key of both languages, with its values filled in, missing or left out', () => {
    const all = texts();
    expect(all.length).toBeGreaterThan(500);
    expect(all.some((text) => text.plural)).toBe(true);
    for (const instance of [instances.en, instances.hi]) {
      for (const { ns, key, plural, names } of all) {
        const values = Object.fromEntries(names.map((name, n) => [name, `Value ${n} ₹1,250`]));
        same(instance, ns, key);
        same(instance, ns, key, values);
        same(instance, ns, key, {}); // no values: the placeholders stay, as i18next leaves them
        if (names[0]) same(instance, ns, key, { ...values, [names[0]]: undefined });
        if (plural || names.includes('count')) {
          for (const count of [0, 1, 2, 5, 21, 1.5, -1]) same(instance, ns, key, { ...values, count });
        }
      }
    }
  });

  it('gives i18next’s text for any count and any values', () => {
    const all = texts();
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant('{{name}}'),
      fc.constant('$t(header.cart)'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.constantFrom('en' as const, 'hi' as const),
        fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.double({ min: -5, max: 5, noNaN: true })),
        fc.array(value, { minLength: 3, maxLength: 3 }),
        ({ ns, key, names }, language, count, filled) => {
          const values = Object.fromEntries(names.map((name, n) => [name, filled[n % filled.length]]));
          same(instances[language], ns, key, { ...values, count });
          same(instances[language], ns, key, values);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves to i18next a key it lacks, a group of texts, another namespace and i18next’s own options', () => {
    for (const instance of [instances.en, instances.hi]) {
      same(instance, 'translation', 'no.such.text');
      same(instance, 'translation', 'header');
      same(instance, 'shop', 'links.faqs', { ns: 'translation' });
      same(instance, 'translation', 'shop:listing.filters');
      same(instance, 'translation', 'header.cart', { count: 3, lng: 'en' });
      same(instance, 'translation', 'no.such.text', { defaultValue: 'Wishlist' });
      same(instance, 'translation', 'header.cart', { count: '3' });
    }
  });

  it('answers again once texts are added to the store (a feature’s, or a language’s)', () => {
    const instance = instances.hi;
    const before = translator(instance, 'late');
    expect(before('greeting')).toBe('greeting');
    instance.addResourceBundle('en', 'late', { greeting: 'Welcome back' });
    expect(translator(instance, 'late')('greeting')).toBe('Welcome back');
    instance.addResourceBundle('hi', 'late', { greeting: 'फिर से स्वागत है' });
    expect(translator(instance, 'late')('greeting')).toBe('फिर से स्वागत है');
  });

  it('names plural forms as Intl does in English and Hindi', () => {
    for (const language of ['en', 'hi']) {
      const rules = new Intl.PluralRules(language);
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
          expect(pluralForm(language, n)).toBe(rules.select(n));
        }),
        { numRuns: 1000 },
      );
    }
  });
});
