import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { matchPage } from '@vastra/shared/paths';
import { ListingQuerySchema } from '@vastra/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { listProducts } from '../modules/catalog/index.ts';
import { mediaUrl } from '../modules/media/index.ts';
import { getSettings } from '../modules/system/index.ts';
import { sitemapRoutes } from './sitemap.ts';
import {
  type ApiGet,
  escapeHtml,
  headTags,
  isPublicPage,
  type PageHead,
  pageHead,
  scriptJson,
} from './web-head.ts';

/** Where index.html takes the page-specific head (Open Graph tags, preloads). */
const HEAD_SLOT = '<!--vastra-head-->';
/** Where index.html takes a page's first picture, painted before the script runs (React replaces it). */
const SHELL_SLOT = '<!--vastra-shell-->';

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

/** The first picture of a product page, preloaded and (without a server render) painted at once. */
function productPicture(head: PageHead): { preload: string; shell: string } {
  const first = head.product?.images[0];
  const set = first
    ? Object.entries(first.detail)
        .map(([w, url]) => `${url} ${w}w`)
        .join(', ')
    : '';
  if (!set) return { preload: '', shell: '' };
  return {
    // The main picture is the largest paint: fetch it with the page's code.
    preload: `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeHtml(set)}" imagesizes="(max-width: 768px) 100vw, 560px">`,
    shell: `<div class="boot-product" aria-hidden="true"><img srcset="${escapeHtml(set)}" sizes="(max-width: 768px) 100vw, 560px" width="700" height="700" alt="" fetchpriority="high"></div>`,
  };
}

/** The server render's module (apps/web/src/entry-server.tsx, built into WEB_DIST/.ssr). */
type ServerRenderer = {
  render(
    url: string,
    sender: typeof fetch,
  ): Promise<{
    html: string;
    state: unknown;
    meta: { title: string; description: string; noIndex?: boolean } | null;
  } | null>;
};

/** Pages rendered within this long are served again as they are (public pages only). */
const RENDER_CACHE_MAX = 500;
/** Where index.html holds the app: its outline and the boot shell until the script runs. */
const ROOT = /<div id="root">[\s\S]*?<!--vastra-shell--><\/div>/;

/**
 * Serves the built web app: hashed assets with a long cache, and for every page address the
 * page itself, rendered on the server (React, the same routes and components as the browser,
 * which then hydrates it) with its own title, description, canonical URL, Open Graph and Twitter
 * tags and JSON-LD; 404 for an address the storefront has no page for, an unknown product,
 * category or blog post. Without the server build (or when a render fails) the page is the
 * app's shell with the same head. Also /robots.txt and the sitemaps.
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexHtml = await readFile(join(opts.root, 'index.html'), 'utf8');
  const manifestPath = join(opts.root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const publicUrl = app.deps.env.PUBLIC_URL.replace(/\/$/, '');
  const defaultTitle = /<title>([\s\S]*?)<\/title>/.exec(indexHtml)?.[1]?.trim() ?? 'Vastra';
  const defaultDescription =
    /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  const renderer = await loadRenderer(join(opts.root, '.ssr', 'entry-server.js'), app);

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // Scripts and styles have .br and .gz twins written at build time.
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/.'),
    setHeaders: (res, path) => {
      if (path.includes('/assets/'))
        res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  /** A public API answer in process, as the pages read it (no session: what anybody sees). */
  const get: ApiGet = async (path) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };
  /** The server render's fetch: GET requests of the public API, answered in process. */
  const sender: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith('/') ? url : `${new URL(url).pathname}${new URL(url).search}`;
    if ((init?.method ?? 'GET') !== 'GET' || !path.startsWith('/api/')) {
      return new Response(null, { status: 405 });
    }
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  const compose = (
    head: PageHead,
    preloads: string,
    shell: string,
    rendered: Awaited<ReturnType<ServerRenderer['render']>>,
  ) => {
    const title = head.title ?? rendered?.meta?.title ?? defaultTitle;
    const description = head.description ?? rendered?.meta?.description ?? defaultDescription;
    const noIndex = head.noIndex || Boolean(rendered?.meta?.noIndex);
    let html = indexHtml
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace(
        HEAD_SLOT,
        [headTags({ ...head, noIndex }, title, description), preloads].filter(Boolean).join('\n    '),
      );
    if (rendered && ROOT.test(html)) {
      html = html
        .replace(
          ROOT,
          () =>
            `<div id="root">${rendered.html}</div><script type="application/json" id="vastra-state">${scriptJson(rendered.state)}</script>`,
        )
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    } else {
      html = html.replace(SHELL_SLOT, shell);
    }
    return html;
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

  /** One page: head, status and (with the server build) the rendered app. */
  const page = async (
    url: string,
    log: FastifyInstance['log'],
  ): Promise<{ status: number; html: string }> => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname;
    const match = matchPage(path);
    const chunk = PAGE_CHUNKS.find(([pattern]) => pattern.test(path));
    const preloads = [chunk ? chunkPreloads(manifest, chunk[1]) : ''];
    const head = await pageHead(match, parsed, publicUrl, get).catch((error: unknown): PageHead => {
      log.warn({ err: error }, 'page head lookup failed');
      return {
        status: 200,
        title: null,
        description: null,
        canonical: null,
        noIndex: false,
        ogType: 'website',
        image: null,
        jsonLd: [],
      };
    });
    let shell = '';
    if (head.product) {
      const picture = productPicture(head);
      preloads.unshift(picture.preload);
      shell = picture.shell;
    } else if (path === '/') {
      preloads.unshift(HOME_PRELOADS);
      shell = HOME_SHELL;
    } else if (match?.name === 'listing' && head.status === 200) {
      const cards = await listingHead(
        match.params.slug ?? '',
        match.params.id ?? '',
        parsed.searchParams,
      ).catch(() => ({ head: '', shell: '' }));
      preloads.unshift(cards.head);
      shell = cards.shell;
    }
    // Public pages (and the not-found page) are rendered; a missing product or post is not, nor
    // a customer's own pages (cart, account: their content needs the session only the browser has),
    // nor a missing file (an old script's name): its 404 is the bare shell.
    const missingFile = match === null && /\.[a-z0-9]{1,8}$/i.test(path);
    const render =
      renderer && ((head.status === 200 && isPublicPage(match)) || (match === null && !missingFile));
    const rendered = render
      ? await renderer.render(url, sender).catch((error: unknown) => {
          log.error({ err: error }, 'server render failed; the page is sent as the app shell');
          return null;
        })
      : null;
    return {
      status: head.status,
      html: compose(head, preloads.filter(Boolean).join('\n    '), shell, rendered),
    };
  };

  // Public pages as rendered a moment ago (CATALOG_CACHE_SECONDS; 0 = off): a burst of visitors
  // to one product costs one render. Pages depending on an event date are never kept.
  const ttlMs = app.deps.env.CATALOG_CACHE_SECONDS * 1000;
  const kept = new Map<string, { until: number; value: Promise<{ status: number; html: string }> }>();
  const cachedPage = (url: string, log: FastifyInstance['log']) => {
    const match = matchPage(url.split('?')[0] ?? '/');
    const search = url.split('?')[1] ?? '';
    if (ttlMs <= 0 || !isPublicPage(match) || /(^|&)(eventDate|pincode)=/.test(search)) return page(url, log);
    const now = Date.now();
    const hit = kept.get(url);
    if (hit && hit.until > now) return hit.value;
    const value = page(url, log);
    kept.delete(url);
    if (kept.size >= RENDER_CACHE_MAX) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(url, { until: now + ttlMs, value });
    value.catch(() => kept.delete(url));
    return value;
  };

  await app.register(sitemapRoutes, { publicUrl, get });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const { status, html } = await cachedPage(request.url, request.log);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return reply.status(status).send(html);
  });
}

/** The server build's render function, or null when it was not built or does not load. */
async function loadRenderer(path: string, app: FastifyInstance): Promise<ServerRenderer | null> {
  if (!existsSync(path)) return null;
  try {
    const mod = (await import(pathToFileURL(path).href)) as Partial<ServerRenderer>;
    return typeof mod.render === 'function' ? (mod as ServerRenderer) : null;
  } catch (error) {
    app.log.error({ err: error }, 'the server render did not load; pages are sent as the app shell');
    return null;
  }
}
