import { mediaUrl } from '../modules/media/index.ts';
import type { PageHead } from './web-head.ts';
import { escapeHtml } from './web-head-tags.ts';

/* What a page's HTML fetches or paints before the app's script runs. */

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** Page chunks by the start of their path, so the browser fetches a page's code with the entry's. */
export const PAGE_CHUNKS: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/category\//, 'src/app/routes/category.tsx'],
  [/^\/listing\//, 'src/app/routes/listing.tsx'],
  [/^\/search-results/, 'src/app/routes/search-results.tsx'],
  [/^\/buy\/?$/, 'src/app/routes/buy.tsx'],
  [/^\/product\//, 'src/app/routes/product.tsx'],
  [/^\/productbuy\//, 'src/app/routes/product-buy.tsx'],
];

/** The first cards' pictures as the listing shows them: two on a phone, four on a desktop. */
export const CARD_SIZES = {
  phone: 'calc(50vw - 22px)',
  desktop: 'calc((min(100vw, 1240px) - 396px) / 4)',
} as const;

/** <link> tags preloading a page's chunk, the chunks it imports and its CSS (entry's own left out). */
export function chunkPreloads(manifest: Manifest, key: string): string {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const skip = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(k)) return;
    into.add(k);
    for (const i of chunk.imports ?? []) walk(i, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entryKey) walk(entryKey, skip);
  const page = new Set<string>();
  walk(key, page);
  const tags: string[] = [];
  for (const k of page) {
    if (skip.has(k)) continue;
    const chunk = manifest[k];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (!entry?.css?.includes(css)) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return tags.join('\n    ');
}

const slideSet = (variant: 'slideMobile' | 'slideDesktop', widths: number[]) =>
  widths.map((w) => `${mediaUrl('s/1', variant, w)} ${w}w`).join(', ');

/** The home slider's first picture, as the slider itself will show it (same files, so no second download). */
export const HOME_SHELL = `<div class="boot-hero" aria-hidden="true"><picture><source media="(max-width: 768px)" srcset="${slideSet('slideMobile', [480, 768])}" sizes="100vw" width="768" height="960"><img src="${mediaUrl('s/1', 'slideDesktop', 1024)}" srcset="${slideSet('slideDesktop', [1024, 1600])}" sizes="100vw" width="1600" height="600" alt="" fetchpriority="high"></picture></div>`;

/** The home slider's first picture, phone or desktop, fetched before the script runs. */
export const HOME_PRELOADS = [
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 768px)" imagesrcset="${mediaUrl('s/1', 'slideMobile', 480)} 480w, ${mediaUrl('s/1', 'slideMobile', 768)} 768w" imagesizes="100vw">`,
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(min-width: 769px)" imagesrcset="${mediaUrl('s/1', 'slideDesktop', 1024)} 1024w, ${mediaUrl('s/1', 'slideDesktop', 1600)} 1600w" imagesizes="100vw">`,
].join('\n    ');

/** The first picture of a product page, preloaded and (without a server render) painted at once. */
export function productPicture(head: PageHead): { preload: string; shell: string } {
  const first = head.product?.images[0];
  const set = first
    ? Object.entries(first.detail)
        .map(([w, url]) => `${url} ${w}w`)
        .join(', ')
    : '';
  if (!set) return { preload: '', shell: '' };
  return {
    // The main picture is the largest paint: fetch it with the page's code.
    preload: `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeHtml(set)}" imagesizes="(max-width: 768px) calc(100vw - 32px), 560px">`,
    shell: `<div class="boot-product" aria-hidden="true"><img srcset="${escapeHtml(set)}" sizes="(max-width: 768px) calc(100vw - 32px), 560px" width="700" height="700" alt="" fetchpriority="high"></div>`,
  };
}
