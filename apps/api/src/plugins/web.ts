import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPage } from '@vastra/shared/paths';
import { DEFAULT_LANGUAGE, intlLocale, type LanguageCode, languageFromCookie } from '@vastra/shared/rules';
import { ListingQuerySchema } from '@vastra/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { listProducts } from '../modules/catalog/index.ts';
import { currentSettingsVersion, getSettings } from '../modules/system/index.ts';
import { sitemapRoutes } from './sitemap.ts';
import { encodeHtml, styleInliner } from './web-delivery.ts';
import { type ApiGet, defaultHead, type PageHead, pageHead } from './web-head.ts';
import { escapeHtml, headTags, isPublicPage, scriptJson } from './web-head-tags.ts';
import {
  CARD_SIZES,
  chunkPreloads,
  HOME_PRELOADS,
  HOME_SHELL,
  type Manifest,
  PAGE_CHUNKS,
  productPicture,
} from './web-preloads.ts';
import { loadRenderer, type ServerRenderer } from './web-renderer.ts';
import { scriptsAfterMainPicture } from './web-scripts.ts';

/** Where index.html takes the page-specific head (Open Graph tags, preloads). */
const HEAD_SLOT = '<!--vastra-head-->';
/** Where index.html takes a page's first picture, painted before the script runs (React replaces it). */
const SHELL_SLOT = '<!--vastra-shell-->';

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
  // The app's own style sheets (Vite puts them last in the head) go first, before the page's: in
  // the order the browser has them when it loads a page's code itself (the page's after the app's).
  const builtHtml = await readFile(join(opts.root, 'index.html'), 'utf8');
  const sheetTag = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/g;
  const appSheets = (builtHtml.match(sheetTag) ?? []).map((tag) => tag.trim());
  const indexHtml = builtHtml
    .replace(sheetTag, '')
    .replace(HEAD_SLOT, [...appSheets, HEAD_SLOT].join('\n    '));
  const manifestPath = join(opts.root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const publicUrl = app.deps.env.PUBLIC_URL.replace(/\/$/, '');
  const defaultTitle = /<title>([\s\S]*?)<\/title>/.exec(indexHtml)?.[1]?.trim() ?? 'Vastra';
  const defaultDescription =
    /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  const renderer = await loadRenderer(join(opts.root, '.ssr', 'entry-server.js'), app);
  const inlineStyles = styleInliner(opts.root);

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

  // A language's texts (a chunk of their own), fetched with the entry on a page shown in it.
  const languagePreload = (language: LanguageCode) => {
    const file = manifest[`src/i18n/locales/${language}.ts`]?.file;
    return language !== DEFAULT_LANGUAGE && file
      ? `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`
      : '';
  };

  const compose = (
    language: LanguageCode,
    head: PageHead,
    preloads: string,
    shell: string,
    rendered: Awaited<ReturnType<ServerRenderer['render']>>,
  ) => {
    const title = head.title ?? rendered?.meta?.title ?? defaultTitle;
    const description = head.description ?? rendered?.meta?.description ?? defaultDescription;
    const noIndex = head.noIndex || Boolean(rendered?.meta?.noIndex);
    let html = indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${intlLocale(language)}"`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace(
        HEAD_SLOT,
        [headTags({ ...head, noIndex }, title, description), languagePreload(language), preloads]
          .filter(Boolean)
          .join('\n    '),
      );
    if (rendered && ROOT.test(html)) {
      const appHtml = `<div id="root">${rendered.html}</div><script type="application/json" id="vastra-state">${scriptJson(rendered.state)}</script>`;
      html = html.replace(ROOT, () => appHtml).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
      html = scriptsAfterMainPicture(html, rendered.html);
    } else {
      html = html.replace(SHELL_SLOT, shell);
    }
    return inlineStyles(html);
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

  /** One page in a language: head, status and (with the server build) the rendered app. */
  const page = async (
    url: string,
    language: LanguageCode,
    log: FastifyInstance['log'],
  ): Promise<{ status: number; html: string }> => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname;
    const match = matchPage(path);
    const chunk = PAGE_CHUNKS.find(([pattern]) => pattern.test(path));
    const preloads = [chunk ? chunkPreloads(manifest, chunk[1]) : ''];
    const head = await pageHead(match, parsed, publicUrl, get).catch((error: unknown): PageHead => {
      log.warn({ err: error }, 'page head lookup failed');
      return defaultHead();
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
      ? await renderer.render(url, sender, undefined, language).catch((error: unknown) => {
          log.error({ err: error }, 'server render failed; the page is sent as the app shell');
          return null;
        })
      : null;
    return {
      status: head.status,
      html: compose(language, head, preloads.filter(Boolean).join('\n    '), shell, rendered),
    };
  };

  // Public pages as rendered a moment ago (CATALOG_CACHE_SECONDS; 0 = off): a burst of visitors
  // to one product costs one render. Pages depending on an event date are never kept. Kept per
  // language (a Hindi page is never served to an English visitor) and per version of the shop's
  // settings, read from the database for each page as getSettings does: a change saved through
  // any server process shows on the next page load in every process (older pages are dropped).
  const ttlMs = app.deps.env.CATALOG_CACHE_SECONDS * 1000;
  const kept = new Map<string, { until: number; value: Promise<{ status: number; html: string }> }>();
  let keptVersion = '';
  const cachedPage = async (url: string, language: LanguageCode, log: FastifyInstance['log']) => {
    const match = matchPage(url.split('?')[0] ?? '/');
    const search = url.split('?')[1] ?? '';
    if (ttlMs <= 0 || !isPublicPage(match) || /(^|&)(eventDate|pincode)=/.test(search)) {
      return page(url, language, log);
    }
    const version = await currentSettingsVersion(app.db);
    if (version !== keptVersion) kept.clear();
    keptVersion = version;
    const key = `${version} ${language} ${url}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = page(url, language, log);
    kept.delete(key);
    if (kept.size >= RENDER_CACHE_MAX) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(key, { until: now + ttlMs, value });
    value.catch(() => kept.delete(key));
    return value;
  };

  await app.register(sitemapRoutes, { publicUrl, get });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const language = languageFromCookie(request.headers.cookie);
    const { status, html } = await cachedPage(request.url, language, request.log);
    // The same address is English or Hindi by the cookie: a shared cache must keep them apart
    // (Vary), and revalidates every time anyway (no-cache).
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    const { body, encoding } = await encodeHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.status(status).send(body);
  });
}
