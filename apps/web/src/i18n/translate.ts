import type { FlatNamespace, i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { type FallbackNs, I18nContext, type UseTranslationResponse } from 'react-i18next';

/**
 * The storefront's t(): i18next's answers, found faster (record 55). i18next stays the store of
 * texts, the language switch and the server's per-request instance. But its own t() parses the
 * key, walks the store and runs its interpolator on every call: a listing's hydration makes some
 * hundreds of calls, about 25 ms of a phone's main thread. Here each text is looked up once per
 * language, namespace and plural form, and a `{{name}}` is filled in by a plain replace.
 *
 * The fast path covers what the storefront asks: a key, an `ns`, a `count`, and values to fill
 * in. Anything else goes to i18next unchanged: another i18next option, a key with a namespace
 * (`ns:key`), a text i18next would treat specially (nesting, formats, unescaped values), a key
 * that is missing (i18next answers with the key) or that names a group of texts. translate.test.ts
 * checks every text of both languages, each plural form and values of every kind, against i18next.
 */

type Options = Record<string, unknown>;
type Translate = (key: unknown, options?: unknown) => string;

/** Options i18next reads itself, besides `ns` and `count`: a call that has one is i18next's. */
const I18NEXT_OPTIONS = new Set([
  'lng',
  'lngs',
  'fallbackLng',
  'defaultValue',
  'context',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keySeparator',
  'nsSeparator',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'keyPrefix',
  'nest',
]);

/** `{{name}}`, as i18next finds it (its default prefix and suffix). */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
/** What i18next's interpolator does more with: nesting, an unescaped value, a format, a path. */
const SPECIAL = /\$t\(|\{\{-|\{\{[^}]*[,.][^}]*\}\}/;

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * The plural form of `count` in a language, as Intl.PluralRules names it, written out for whole
 * numbers in English and Hindi (one: 1 and -1; in Hindi 0 too): a first Intl object costs a
 * phone's start-up time (record 35). Another number or language asks Intl, which rounds a
 * fraction first.
 */
export function pluralForm(language: string, count: number): string {
  if (Number.isSafeInteger(count) && (language === 'en' || language === 'hi')) {
    return count === 1 || count === -1 || (count === 0 && language === 'hi') ? 'one' : 'other';
  }
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** Bumped whenever texts are added to a store: every translator made before looks them up again. */
const storeGeneration = new WeakMap<object, number>();
function generationOf(instance: I18n): number {
  const store = instance.store;
  let generation = storeGeneration.get(store);
  if (generation === undefined) {
    generation = 0;
    storeGeneration.set(store, generation);
    const bump = () => storeGeneration.set(store, (storeGeneration.get(store) ?? 0) + 1);
    store.on('added', bump);
    store.on('removed', bump);
  }
  return generation;
}

function languagesOf(instance: I18n): readonly string[] {
  return instance.languages?.length ? instance.languages : [instance.language];
}

type Translator = { generation: number; t: Translate };
const translators = new WeakMap<I18n, Map<string, Translator>>();

/** A t() for `ns` in the instance's language now; the same function until the language or the texts change. */
export function translator(instance: I18n, ns = 'translation'): Translate {
  const languages = languagesOf(instance);
  const id = `${languages.join(',')}|${ns}`;
  const generation = generationOf(instance);
  let made = translators.get(instance);
  if (!made) {
    made = new Map();
    translators.set(instance, made);
  }
  const known = made.get(id);
  if (known && known.generation === generation) return known.t;
  const t = makeTranslator(instance, languages, ns);
  made.set(id, { generation, t });
  return t;
}

function makeTranslator(instance: I18n, languages: readonly string[], ns: string): Translate {
  /** The text found for a namespace, key and count's plural form in each language (undefined: i18next's). */
  const texts = new Map<string, string | undefined>();

  function lookUp(namespace: string, key: string, count: number | undefined): string | undefined {
    // A count's plural form in each language decides the lookup's keys (0 adds `_zero`).
    const forms = count === undefined ? undefined : languages.map((language) => pluralForm(language, count));
    const form = forms === undefined ? '' : `${count === 0 ? 'zero,' : ''}${forms.join(',')}`;
    const id = `${namespace}\u0000${key}\u0000${form}`;
    if (texts.has(id)) return texts.get(id);
    const found = find(namespace, key, count === 0, forms);
    texts.set(id, found);
    return found;
  }

  /** `forms`: the count's plural form in each of `languages`, none without a count. */
  function find(
    namespace: string,
    key: string,
    zero: boolean,
    forms: readonly string[] | undefined,
  ): string | undefined {
    for (const [i, language] of languages.entries()) {
      // i18next's order: the zero form (for 0), the count's plural form, then the key itself.
      const keys =
        forms === undefined ? [key] : [...(zero ? [`${key}_zero`] : []), `${key}_${forms[i]}`, key];
      for (const candidate of keys) {
        const found: unknown = instance.getResource(language, namespace, candidate);
        if (found === undefined || found === null) continue;
        return typeof found === 'string' && !SPECIAL.test(found) ? found : undefined;
      }
    }
    return undefined;
  }

  return (key, options) => {
    const given = options as Options | undefined;
    if (typeof key !== 'string' || key.includes(':') || (given !== undefined && !plain(given))) {
      return i18next(instance, ns, key, given);
    }
    const namespace = typeof given?.ns === 'string' ? given.ns : ns;
    const count = given?.count;
    if (count !== undefined && typeof count !== 'number') return i18next(instance, ns, key, given);
    const text = lookUp(namespace, key, count);
    if (text === undefined) return i18next(instance, ns, key, given);
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const variable = name.trim();
      if (given && Object.hasOwn(given, variable)) {
        const value = given[variable];
        return value === undefined || value === null ? '' : String(value);
      }
      // i18next leaves a placeholder it was given no value for.
      return placeholder;
    });
  };
}

/** Options the fast path can answer: an object of values, with no option of i18next's own. */
function plain(options: Options): boolean {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const name in options) if (I18NEXT_OPTIONS.has(name)) return false;
  return options.ns === undefined || typeof options.ns === 'string';
}

function i18next(instance: I18n, ns: string, key: unknown, options: Options | undefined): string {
  const t = instance.t as unknown as Translate;
  return t(key, { ns, ...(options ?? {}) });
}

/**
 * The texts of a namespace ('translation' by default) in the language shown, and the i18next
 * instance: the server's per-request one (I18nextProvider), else the storefront's. The component
 * is drawn again when the language changes or texts are added (a feature's, or a language's).
 */
export function useTranslation<const Ns extends FlatNamespace | undefined = undefined>(
  ns?: Ns,
): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const instance = useContext(I18nContext)?.i18n ?? storefrontInstance;
  if (!instance) throw new Error('useTranslation needs an i18next instance');
  const subscription = subscriptions(instance);
  useSyncExternalStore(subscription.listen, subscription.snapshot, subscription.snapshot);
  const t = translator(instance, typeof ns === 'string' ? ns : 'translation');
  return { t, i18n: instance, ready: true } as unknown as UseTranslationResponse<FallbackNs<Ns>, undefined>;
}

let storefrontInstance: I18n | undefined;
/** The instance a component uses outside an I18nextProvider: i18n/index.ts gives the storefront's. */
export function translateWith(instance: I18n): void {
  storefrontInstance = instance;
}

type Subscription = { listen: (listener: () => void) => () => void; snapshot: () => string };
const subscriptionsOf = new WeakMap<I18n, Subscription>();
function subscriptions(instance: I18n): Subscription {
  let made = subscriptionsOf.get(instance);
  if (!made) {
    made = {
      listen: (listener) => {
        generationOf(instance); // its own listener first, so a snapshot read in ours is new
        instance.on('languageChanged', listener);
        instance.store.on('added', listener);
        return () => {
          instance.off('languageChanged', listener);
          instance.store.off('added', listener);
        };
      },
      snapshot: () => `${languagesOf(instance).join(',')}|${generationOf(instance)}`,
    };
    subscriptionsOf.set(instance, made);
  }
  return made;
}
