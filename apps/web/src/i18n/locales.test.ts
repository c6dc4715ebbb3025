import { LANGUAGES } from '@vastra/shared/languages';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import hi from './locales/hi';

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

describe('every language has every English text', () => {
  it('lists a resource file for each language but English', () => {
    expect(Object.keys(translations).sort()).toEqual(
      LANGUAGES.map((l) => l.code)
        .filter((c) => c !== 'en')
        .sort(),
    );
  });

  const english = leaves(en);
  for (const [code, translation] of Object.entries(translations)) {
    it(`${code}: the same keys as English, each a text with the same {{placeholders}}`, () => {
      const other = leaves(translation);
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
