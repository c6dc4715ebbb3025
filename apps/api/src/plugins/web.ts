import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ListingQuerySchema } from '@vastra/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../db/schema/index.ts';
import { listProducts } from '../modules/catalog/index.ts';
import { mediaUrl } from '../modules/media/index.ts';
import { getSettings } from '../modules/system/index.ts';

/** Where index.html takes the page-specific head (Open Graph tags, preloads). */
const HEAD_SLOT = '<!--vastra-head-->';
/** Where index.html takes a page's first picture, painted before the script runs (React replaces it). */
const SHELL_SLOT = '<!--vastra-shell-->';

/** Escapes text for HTML content and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Page chunks by the start of their path, so the browser fetches a page's code with the entry's. */
const PAGE_CHUNKS: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/category\//, 'src/app/routes/category.tsx'],
  [/^\/listing\//, 'src/app/routes/listing.tsx'],
  [/^\/search-results/, 'src/app/routes/search-results.tsx'],
  [/^\/buy\/?$/, 'src/app/routes/buy.tsx'],
  [/^\/product\//, 'src/app/routes/product.tsx'],
  [/^\/productbuy\//, 'src/app/routes/product-buy.tsx'],
];

const PRODUCT_PAGE = /^\/(product|productbuy)\/([^/]+)\/([^/?#]+)\/?(?:[?#].*)?$/;
const LISTING_PAGE = /^\/listing\/([^/]+)\/([^/?#]+)\/?$/;

/** The first cards' pictures as the listing shows them: two on a phone, four on a desktop. */
const CARD_SIZES = {
  phone: 'calc(50vw - 22px)',
  desktop: 'calc((min(100vw, 1240px) - 396px) / 4)',
} as const;

/** <link> tags preloading a page's chunk, the chunks it imports and its CSS (entry's own left out). */
function chunkPreloads(manifest: Manifest, key: string): string {
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
const HOME_SHELL = `<div class="boot-hero" aria-hidden="true"><picture><source media="(max-width: 768px)" srcset="${slideSet('slideMobile', [480, 768])}" sizes="100vw" width="768" height="960"><img src="${mediaUrl('s/1', 'slideDesktop', 1024)}" srcset="${slideSet('slideDesktop', [1024, 1600])}" sizes="100vw" width="1600" height="600" alt="" fetchpriority="high"></picture></div>`;

/** The home slider's first picture, phone or desktop, fetched before the script runs. */
const HOME_PRELOADS = [
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 768px)" imagesrcset="${mediaUrl('s/1', 'slideMobile', 480)} 480w, ${mediaUrl('s/1', 'slideMobile', 768)} 768w" imagesizes="100vw">`,
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(min-width: 769px)" imagesrcset="${mediaUrl('s/1', 'slideDesktop', 1024)} 1024w, ${mediaUrl('s/1', 'slideDesktop', 1600)} 1600w" imagesizes="100vw">`,
].join('\n    ');

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every page
 * route so the browser router can take over. Product pages get their title, description and
 * Open Graph tags in the HTML itself (shared links preview), and every page its code preloaded.
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexHtml = await readFile(join(opts.root, 'index.html'), 'utf8');
  const manifestPath = join(opts.root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const publicUrl = app.deps.env.PUBLIC_URL.replace(/\/$/, '');

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // Scripts and styles have .br and .gz twins written at build time.
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (res, path) => {
      if (path.includes('/assets/'))
        res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const render = (head: string, shell = '', replace?: { title: string; description: string }) => {
    let html = indexHtml.replace(HEAD_SLOT, head).replace(SHELL_SLOT, shell);
    if (replace) {
      html = html
        .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(replace.title)}</title>`)
        .replace(
          /<meta\s+name="description"[\s\S]*?\/>/,
          `<meta name="description" content="${escapeHtml(replace.description)}" />`,
        );
    }
    return html;
  };

  /** The Open Graph head of a product page, or null for an unknown code. */
  const productHead = async (kind: string, code: string) => {
    const [row] = await app.db
      .select({
        code: products.code,
        slug: products.slug,
        name: products.name,
        type: products.type,
        description: products.description,
        images: products.images,
        baseRent: products.baseRent,
        salePrice: products.salePrice,
      })
      .from(products)
      .where(and(eq(products.code, code), eq(products.isActive, true)))
      .limit(1);
    if (!row) return null;
    const sale = kind === 'productbuy';
    const price = sale ? row.salePrice : row.baseRent;
    const title = `${row.name} (${row.code}) ${sale ? 'pre-used sale' : 'on rent'} | Vastra`;
    const lead = price
      ? `${sale ? 'Buy it for' : 'Rent it from'} ₹${new Intl.NumberFormat('en-IN').format(price)}. `
      : '';
    const description = `${lead}${row.description}`.trim().slice(0, 300);
    const url = `${publicUrl}/${sale ? 'productbuy' : 'product'}/${row.slug}/${row.code}/`;
    const first = row.images[0];
    const image = first ? `${publicUrl}${mediaUrl(first.key, 'detail', 1400)}` : null;
    const detailSet = first
      ? `${mediaUrl(first.key, 'detail', 700)} 700w, ${mediaUrl(first.key, 'detail', 1400)} 1400w`
      : null;
    const tags = [
      `<meta property="og:type" content="product" />`,
      `<meta property="og:site_name" content="Vastra" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
      image ? `<meta property="og:image:width" content="1400" />` : '',
      image ? `<meta property="og:image:height" content="1400" />` : '',
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      // The main picture is the largest paint: fetch it with the page's code.
      detailSet
        ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeHtml(detailSet)}" imagesizes="(max-width: 768px) 100vw, 560px">`
        : '',
    ].filter(Boolean);
    const shell = detailSet
      ? `<div class="boot-product" aria-hidden="true"><img srcset="${escapeHtml(detailSet)}" sizes="(max-width: 768px) 100vw, 560px" width="700" height="700" alt="" fetchpriority="high"></div>`
      : '';
    return { title, description, shell, tags: tags.join('\n    ') };
  };

  /**
   * Preloads of a listing's first pictures, found as the page will ask for them (a first visit: no
   * saved branch). Listings with an event date or a pincode are left to the page.
   */
  const listingHead = async (
    slug: string,
    id: string,
    search: URLSearchParams,
  ): Promise<{ head: string; shell: string }> => {
    const none = { head: '', shell: '' };
    if (search.has('eventDate') || search.has('pincode') || search.has('q')) return none;
    const group = slug === 'men' || slug === 'women' ? slug : undefined;
    const branch = search.get('branch');
    const parsed = ListingQuerySchema.safeParse({
      type: 'rent',
      ...(id.toLowerCase() === 'all' ? (group ? { group } : {}) : { category: id }),
      size: search.get('size') ?? undefined,
      minPrice: search.get('minPrice') ?? undefined,
      maxPrice: search.get('maxPrice') ?? undefined,
      colour: search.get('colour') ?? undefined,
      branch: branch && branch !== 'all' ? branch : undefined,
      sort: search.get('sort') ?? undefined,
      limit: 4,
    });
    if (!parsed.success) return none;
    const settings = await getSettings(app.db);
    const { items } = await listProducts(app.db, parsed.data, { settings, now: app.deps.now() });
    const sets = items
      .map((item) => item.image?.card)
      .filter((card): card is Record<string, string> => Boolean(card))
      .map((card) =>
        Object.entries(card)
          .map(([w, url]) => `${url} ${w}w`)
          .join(', '),
      );
    const link = (set: string, media: string, sizes: string) =>
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="${media}" imagesrcset="${escapeHtml(set)}" imagesizes="${sizes}">`;
    const head = [
      ...sets.slice(0, 2).map((set) => link(set, '(max-width: 768px)', CARD_SIZES.phone)),
      ...sets.slice(0, 4).map((set) => link(set, '(min-width: 769px)', CARD_SIZES.desktop)),
    ].join('\n    ');
    // The first cards' pictures where the grid will be, painted before the script runs.
    const shell = sets.length
      ? `<div class="boot-grid" aria-hidden="true">${sets
          .map(
            (set, i) =>
              `<img srcset="${escapeHtml(set)}" sizes="(max-width: 768px) ${CARD_SIZES.phone}, ${CARD_SIZES.desktop}" width="330" height="400" alt=""${i < 2 ? ' fetchpriority="high"' : ' loading="lazy"'}>`,
          )
          .join('')}</div>`
      : '';
    return { head, shell };
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const path = request.url.split('?')[0] ?? '/';
    const page = PAGE_CHUNKS.find(([pattern]) => pattern.test(path));
    const preloads = page ? chunkPreloads(manifest, page[1]) : '';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');

    const product = PRODUCT_PAGE.exec(request.url);
    if (product) {
      const code = decodeURIComponent(product[3] ?? '');
      const head = /^[A-Za-z0-9-]{1,60}$/.test(code)
        ? await productHead(product[1] ?? 'product', code).catch((error: unknown) => {
            request.log.warn({ err: error }, 'product head lookup failed');
            return undefined;
          })
        : null;
      if (head === null) return reply.status(404).send(render(preloads));
      if (head) return reply.send(render(`${head.tags}\n    ${preloads}`, head.shell, head));
    }
    if (path === '/') return reply.send(render(`${HOME_PRELOADS}\n    ${preloads}`, HOME_SHELL));
    const listing = LISTING_PAGE.exec(path);
    if (listing) {
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      const cards = await listingHead(
        decodeURIComponent(listing[1] ?? ''),
        decodeURIComponent(listing[2] ?? ''),
        search,
      ).catch(() => ({ head: '', shell: '' }));
      return reply.send(render(`${cards.head}\n    ${preloads}`, cards.shell));
    }
    return reply.send(render(preloads));
  });
}
