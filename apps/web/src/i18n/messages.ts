import { useTranslation } from 'react-i18next';
import { i18n } from './index';

/**
 * Sentences that come from the shared rules or the API (form checks, refusals), translated by
 * their English wording: a language's resource file has a `messages` table keyed by the English
 * sentence. One that is not in the table is shown as it came (in English).
 */
export function translateMessage(text: string, language = i18n.language): string {
  const found: unknown = i18n.getResource(language, 'messages', text, { keySeparator: false });
  return typeof found === 'string' ? found : text;
}

/** translateMessage bound to the language being shown; re-renders when it changes. */
export function useServerMessage() {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return <T extends string | null | undefined>(text: T): T =>
    (typeof text === 'string' ? translateMessage(text, language) : text) as T;
}
