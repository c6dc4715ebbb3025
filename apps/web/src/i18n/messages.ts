import { i18n } from './index';
import { useTranslation } from './translate';

/**
 * Sentences that come from the shared rules or the API (form checks, refusals), translated by
 * their English wording: a language's resource file has a `messages` table keyed by the English
 * sentence. One that is not in the table is shown as it came (in English).
 */
export function translateMessage(text: string, language = i18n.language): string {
  const found: unknown = i18n.getResource(language, 'messages', text, { keySeparator: false });
  if (typeof found === 'string') return found;
  // A sentence with a date, number or name inside: the language's `patterns` (its English wording
  // as an anchored regular expression → the translation, `{{1}}` for what the first group caught).
  const patterns: Record<string, string> = i18n.getResourceBundle(language, 'patterns') ?? {};
  for (const [pattern, translation] of Object.entries(patterns)) {
    const caught = compiled(pattern).exec(text);
    if (caught) return translation.replace(/\{\{(\d)\}\}/g, (_, n: string) => caught[Number(n)] ?? '');
  }
  return text;
}

const regexps = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  const known = regexps.get(pattern);
  if (known) return known;
  const made = new RegExp(pattern);
  regexps.set(pattern, made);
  return made;
}

/** translateMessage bound to the language being shown; re-renders when it changes. */
export function useServerMessage() {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return <T extends string | null | undefined>(text: T): T =>
    (typeof text === 'string' ? translateMessage(text, language) : text) as T;
}
