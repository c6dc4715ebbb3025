import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageFromCookie,
} from '@vastra/shared/languages';
import { safeStorage } from '@/lib/storage';

/**
 * Where the browser keeps the chosen language: a cookie (so a server rendering the page can read
 * it too) for everyone, and for a visitor who chose while logged out a flag that the choice still
 * has to be saved on their account at login.
 */
const UNSAVED_KEY = 'vastra.lang.unsaved';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language in the cookie, else English. */
export function storedLanguage(): LanguageCode {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromCookie(document.cookie);
}

export function storeLanguage(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one small first-party preference; the Cookie Store API is not in every browser we serve
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** A choice made while logged out, to be saved on the account at the next login. */
export const unsavedChoice = {
  get: (): boolean => safeStorage.get(UNSAVED_KEY) === '1',
  set: (): void => safeStorage.set(UNSAVED_KEY, '1'),
  clear: (): void => safeStorage.remove(UNSAVED_KEY),
};
