import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@vastra/shared/languages';
import i18next from 'i18next';
import { en, type Messages } from './locales/en';
import { translateWith, useTranslation } from './translate';

/**
 * The storefront's texts. English is bundled and initialised synchronously (a server can render
 * with it, no HTTP backend); every other language is a chunk of its own, loaded before it is shown
 * (loadLanguage). A key a language lacks falls back to English.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
// Components read their texts through translate.ts's useTranslation (drawn again when a feature's
// texts arrive after them, a dialog's own chunk), from this instance unless a server render gives
// its own.
translateWith(i18n);

type OtherLanguage = Exclude<LanguageCode, 'en'>;

/** Each language's resource file, loaded on first use (English is already here). */
type LanguageFile = {
  default: {
    translation: DeepPartial<Messages>;
    messages: Record<string, string>;
    patterns?: Record<string, string>;
  };
};
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
const loaders: Record<OtherLanguage, () => Promise<LanguageFile>> = {
  hi: () => import('./locales/hi'),
};

/**
 * The texts of a feature whose pages load on demand (party, membership, …): a namespace of its own,
 * registered by the feature's chunk (i18n/texts/*.ts), so neither language's texts are in the first
 * load. English is added at once (a server render has it); each other language loads with that
 * language, or with the page when the language is already loaded (loadPageTexts).
 */
const featureTexts = new Map<string, Partial<Record<OtherLanguage, () => Promise<{ default: object }>>>>();

export function addFeatureTexts(
  namespace: string,
  english: object,
  others: Partial<Record<OtherLanguage, () => Promise<{ default: object }>>>,
): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  featureTexts.set(namespace, others);
}

function loadFeatureTexts(language: OtherLanguage): Promise<unknown> {
  return Promise.all(
    [...featureTexts].map(async ([namespace, others]) => {
      const load = others[language];
      if (!load || i18n.hasResourceBundle(language, namespace)) return;
      const { default: texts } = await load();
      i18n.addResourceBundle(language, namespace, texts, true, true);
    }),
  );
}

/** The feature texts registered so far, in every language loaded but English (before a page shows). */
export async function loadPageTexts(): Promise<void> {
  const loaded = LANGUAGE_CODES.filter(
    (code): code is OtherLanguage => code !== 'en' && i18n.hasResourceBundle(code, 'translation'),
  );
  await Promise.all(loaded.map(loadFeatureTexts));
}

/** Makes sure a language's texts are loaded (a no-op for English and for one loaded already). */
async function loadLanguage(language: LanguageCode): Promise<void> {
  if (language === 'en') return;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: file } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', file.translation, true, true);
    i18n.addResourceBundle(language, 'messages', file.messages, true, true);
    i18n.addResourceBundle(language, 'patterns', file.patterns ?? {}, true, true);
  }
  await loadFeatureTexts(language);
}

/** Shows the site in a language: loads its texts, switches, and sets <html lang>. */
export async function showLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = intlLocale(language);
  }
});

/** The language the page starts in (its server render's, else the cookie's), loaded: main.tsx waits for it before the first render. */
export function startLanguage(language: LanguageCode): Promise<void> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : showLanguage(language);
}

/**
 * An i18next instance showing `language` that shares the loaded texts but not the language: a
 * server render's own (renders in different languages may overlap; the shared instance keeps
 * its language).
 */
export async function languageInstance(language: LanguageCode) {
  await loadLanguage(language);
  const instance = i18n.cloneInstance({ lng: language, initAsync: false });
  if (instance.language !== language) await instance.changeLanguage(language);
  return instance;
}

/** The language being shown. */
export function currentLanguage(): LanguageCode {
  const language = i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { useTranslation };
