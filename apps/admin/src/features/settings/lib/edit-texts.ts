import type { PolicyPage } from '@vastra/shared/schemas';

export type TextPage = PolicyPage | 'faqs';

/** The pages whose wording owners edit, as the editor and the preview name them. */
export const TEXT_PAGES: { key: TextPage; label: string }[] = [
  { key: 'cancellation', label: 'Cancellation policy' },
  { key: 'return', label: 'Return policy' },
  { key: 'shipping', label: 'Shipping policy' },
  { key: 'terms', label: 'Terms and conditions' },
  { key: 'privacy', label: 'Privacy policy' },
  { key: 'disclaimer', label: 'Disclaimer' },
  { key: 'faqs', label: 'FAQs' },
];

/** A copy of the list with the item at `from` moved to `to` (kept inside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (to < 0 || to >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** A copy of the list with the item at `at` replaced. */
export const replaceItem = <T>(list: readonly T[], at: number, item: T): T[] =>
  list.map((old, i) => (i === at ? item : old));

const PART_WORDS: Record<string, string> = {
  description: 'search summary',
  intro: 'opening paragraph',
  sections: 'section',
  blocks: 'part',
  points: 'point',
  items: 'question',
  answer: 'answer part',
  heading: 'heading',
  question: 'question',
};

/**
 * Where in the wording a path points, in words:
 * 'texts.cancellation.sections.0.blocks.1' → 'Cancellation policy: section 1, part 2'.
 */
export function textPathLabel(path: string): string {
  const [, page, ...rest] = path.split('.');
  const pageLabel = TEXT_PAGES.find((p) => p.key === page)?.label ?? 'Wording';
  const words: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const part = rest[i] as string;
    const next = rest[i + 1];
    const word = PART_WORDS[part] ?? part;
    if (page === 'faqs' && i === 0) words.push(`group ${Number(part) + 1}`);
    else if (next !== undefined && /^\d+$/.test(next)) {
      words.push(`${word} ${Number(next) + 1}`);
      i++;
    } else if (!/^\d+$/.test(part)) words.push(word);
  }
  return words.length ? `${pageLabel}: ${words.join(', ')}` : pageLabel;
}
