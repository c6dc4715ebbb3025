/**
 * The storefront's languages, in the order the switcher shows them: the one list the web app, the
 * API (what a customer may choose) and the messages (which texts exist) follow. English is the
 * fallback for any text a language has not translated yet. Adding Gujarati or Marathi: add a row
 * here and a resource file in apps/web/src/i18n/locales/ (and the messages' texts).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', intlLocale: 'en-IN' },
  { code: 'hi', label: 'हिन्दी', intlLocale: 'hi-IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** isLanguage('hi') === true; isLanguage('fr') === false. */
export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The cookie the storefront keeps the chosen language in: the browser and the server's render read it. */
export const LANGUAGE_COOKIE = 'vastra_lang';

/** The language a Cookie header (or `document.cookie`) chose, else English. */
export function languageFromCookie(cookies: string | undefined): LanguageCode {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1]?.trim();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The Intl locale of a language: Indian formats in every one ('en-IN', 'hi-IN'). */
export function intlLocale(language: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === language)?.intlLocale ?? 'en-IN';
}

/** The message when a request names a language the shop does not have. */
export const LANGUAGE_UNKNOWN = `Please choose a language from the list: ${LANGUAGES.map((l) => l.code).join(', ')}.`;
