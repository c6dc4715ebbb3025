import { paths } from '@vastra/shared/paths';
import type { BlogSummary, Category } from '@vastra/shared/schemas';
import { and, asc, eq, gte, lt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../db/schema/index.ts';
import type { ApiGet } from './web-head.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org); each products page covers this many ids. */
const PRODUCTS_PER_SITEMAP = 50_000;

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep a sitemap for an hour. */
const CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlset = (entries: { loc: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** Pages of the storefront anybody may find in a search engine (account, cart and checkout are not). */
const FIXED_PAGES = [
  paths.home,
  paths.buy,
  paths.kits,
  paths.aboutUs,
  paths.contactUs,
  paths.stores,
  paths.blogs,
  paths.faqs,
  paths.franchiseEnquiry,
  paths.membership,
  paths.membershipBenefits,
  paths.returnPolicy,
  paths.cancellationPolicy,
  paths.shippingPolicy,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.disclaimer,
].map((p) => p.getHref());

/**
 * GET /robots.txt, GET /sitemap.xml (a sitemap index) and its children: /sitemaps/pages.xml (the
 * fixed pages, collections, categories, blog posts) and /sitemaps/products-{n}.xml, the active
 * products whose id is in [n × 50,000, (n + 1) × 50,000): each child holds at most 50,000 and is
 * read by its primary-key range, so a child costs one index range scan however large the shop,
 * and the index one index look-up per child.
 */
export async function sitemapRoutes(app: FastifyInstance, opts: { publicUrl: string; get: ApiGet }) {
  const { publicUrl, get } = opts;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /wishlist',
      'Disallow: /checkout',
      'Disallow: /ordercomplete',
      'Disallow: /pay/',
      'Disallow: /login',
      'Disallow: /loginotp',
      'Disallow: /signin',
      'Disallow: /register',
      'Disallow: /userdashboard',
      'Disallow: /account-',
      'Disallow: /order/',
      'Disallow: /party/',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  /** The products pages that hold at least one product: one index look-up each. */
  const productPages = async (): Promise<number[]> => {
    const pages: number[] = [];
    let from = 0;
    for (;;) {
      const [row] = await app.db
        .select({ first: min(products.id) })
        .from(products)
        .where(and(eq(products.isActive, true), gte(products.id, from)));
      if (row?.first === null || row?.first === undefined) return pages;
      const page = Math.floor(row.first / PRODUCTS_PER_SITEMAP);
      pages.push(page);
      from = (page + 1) * PRODUCTS_PER_SITEMAP;
    }
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const children = [
      `${publicUrl}/sitemaps/pages.xml`,
      ...(await productPages()).map((n) => `${publicUrl}/sitemaps/products-${n}.xml`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children
      .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [categories, blogs] = await Promise.all([get('/api/categories'), get('/api/blogs')]);
    const categoryItems = (categories.body as { items?: Category[] } | null)?.items ?? [];
    const blogItems = (blogs.body as { items?: BlogSummary[] } | null)?.items ?? [];
    const entries = [
      ...FIXED_PAGES.map((path) => ({ loc: `${publicUrl}${path}` })),
      ...(['men', 'women'] as const).flatMap((group) => [
        { loc: `${publicUrl}${paths.category.getHref(group)}` },
        { loc: `${publicUrl}${paths.listing.getHref(group, 'all')}` },
      ]),
      ...categoryItems.map((c) => ({ loc: `${publicUrl}${paths.listing.getHref(c.slug, c.code)}` })),
      ...blogItems.map((b) => ({
        loc: `${publicUrl}${paths.blog.getHref(b.seoUrl)}`,
        lastmod: b.publishedAt,
      })),
    ];
    return reply.type(XML).header('cache-control', CACHE).send(urlset(entries));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const page = /^products-(\d{1,6})\.xml$/.exec(request.params.file);
      if (!page) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const n = Number(page[1]);
      const rows = await app.db
        .select({ id: products.id, code: products.code, slug: products.slug, type: products.type })
        .from(products)
        .where(
          and(
            eq(products.isActive, true),
            gte(products.id, n * PRODUCTS_PER_SITEMAP),
            lt(products.id, (n + 1) * PRODUCTS_PER_SITEMAP),
          ),
        )
        .orderBy(asc(products.id));
      if (rows.length === 0) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const entries = rows.map((r) => ({
        loc: `${publicUrl}${r.type === 'buy' ? paths.productBuy.getHref(r.slug, r.code) : paths.product.getHref(r.slug, r.code)}`,
      }));
      return reply.type(XML).header('cache-control', CACHE).send(urlset(entries));
    },
  );
}
