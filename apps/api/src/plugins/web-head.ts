import type { PageMatch } from '@vastra/shared/paths';
import { paths } from '@vastra/shared/paths';
import {
  allPiecesLabel,
  collectionPageDescription,
  collectionPageTitle,
  formatRupees,
  GROUP_LABEL,
  groupPageDescription,
  groupPageTitle,
  productPageTitle,
} from '@vastra/shared/rules';
import type { BlogPost, Branch, Category, ProductDetail } from '@vastra/shared/schemas';
import { breadcrumbs, DEFAULT_DESCRIPTION, organisation, PRIVATE_PAGES, SITE_NAME } from './web-head-tags.ts';

/** A public API answer, read in process (app.inject): status and parsed body. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** What a page's <head> says about it, and the status it is answered with. */
export type PageHead = {
  status: 200 | 404;
  /** Full title ('… | Vastra'); null keeps the page's own (from the server render) or the default. */
  title: string | null;
  description: string | null;
  /** Absolute URL built from PUBLIC_URL; null for pages search engines should not list. */
  canonical: string | null;
  noIndex: boolean;
  ogType: 'website' | 'product' | 'article';
  image: { url: string; width: number; height: number; alt: string } | null;
  jsonLd: object[];
  /** Extra data the page's preloads use (the product's first picture). */
  product?: ProductDetail;
};

/** Text of sanitised HTML, for a description. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const base = (over: Partial<PageHead>): PageHead => ({
  status: 200,
  title: null,
  description: null,
  canonical: null,
  noIndex: false,
  ogType: 'website',
  image: null,
  jsonLd: [],
  ...over,
});

/** A page whose head could not be looked up: the shop's defaults, status 200. */
export const defaultHead = (): PageHead => base({});

const notFound = (): PageHead => base({ status: 404, title: `Page not found | ${SITE_NAME}`, noIndex: true });

/** The product page's head: its rent or sale price, pictures, Product with Offer and its breadcrumb. */
function productHead(publicUrl: string, p: ProductDetail): PageHead {
  const sale = p.type === 'buy';
  const price = sale ? p.salePrice : p.rent;
  const path = sale ? paths.productBuy.getHref(p.slug, p.code) : paths.product.getHref(p.slug, p.code);
  const url = `${publicUrl}${path}`;
  const lead = price ? `${sale ? 'Buy it for' : 'Rent it from'} ${formatRupees(price)}. ` : '';
  const description = clip(`${lead}${p.description}`.trim());
  const pictures = p.images
    .map((image) => image.detail['1400'] ?? Object.values(image.detail).at(-1))
    .filter((u): u is string => Boolean(u))
    .map((u) => `${publicUrl}${u}`);
  const group = p.group;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.code,
    description: p.description || p.name,
    image: pictures,
    category: p.categoryName,
    ...(p.colours.length ? { color: p.colours.join(', ') } : {}),
    ...(p.size !== null ? { size: p.sizeLabel } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    url,
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: 'INR',
            // A rental is leased out for the base period; a pre-used piece is sold as used.
            businessFunction: sale
              ? 'http://purl.org/goodrelations/v1#Sell'
              : 'http://purl.org/goodrelations/v1#LeaseOut',
            itemCondition: sale ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
            availability: p.isOnline ? 'https://schema.org/InStock' : 'https://schema.org/InStoreOnly',
            seller: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
            availableAtOrFrom: { '@type': 'Store', name: `${SITE_NAME} ${p.branch.name}` },
          },
        }
      : {}),
  };
  const crumbs = breadcrumbs(publicUrl, [
    { name: 'Home', path: '/' },
    { name: `${GROUP_LABEL[group]} collection`, path: paths.category.getHref(group) },
    { name: p.categoryName, path: paths.listing.getHref(p.categorySlug, p.categoryCode) },
    { name: p.name, path },
  ]);
  const first = p.images[0];
  return base({
    title: `${productPageTitle(p)} | ${SITE_NAME}`,
    description,
    canonical: url,
    ogType: 'product',
    image: pictures[0] ? { url: pictures[0], width: 1400, height: 1400, alt: first?.alt || p.name } : null,
    jsonLd: [product, crumbs],
    product: p,
  });
}

const isCategoryList = (body: unknown): body is { items: Category[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items);

/**
 * The head of one storefront page: title, description, canonical URL, picture and JSON-LD, from
 * the same public API the page reads, and 404 for an unknown product, category, blog post or URL.
 */
export async function pageHead(
  match: PageMatch | null,
  url: URL,
  publicUrl: string,
  get: ApiGet,
): Promise<PageHead> {
  if (!match) return notFound();
  const self = `${publicUrl}${url.pathname}`;
  if (PRIVATE_PAGES.has(match.name)) return base({ noIndex: true });
  const { params } = match;
  switch (match.name) {
    case 'home':
    case 'stores':
    case 'store': {
      const branches = await get('/api/branches');
      const items = (branches.body as { items?: Branch[] }).items ?? [];
      const home = match.name === 'home';
      return base({
        title: home ? `${SITE_NAME} – Wedding and occasion outfits on rent` : `Store Locator | ${SITE_NAME}`,
        description: home
          ? DEFAULT_DESCRIPTION
          : `Find a ${SITE_NAME} branch in Mumbai, Pune, Ahmedabad or Vapi: addresses, pincodes, phone numbers and directions.`,
        canonical: `${publicUrl}${home ? '/' : paths.stores.getHref()}`,
        jsonLd: [organisation(publicUrl, items)],
      });
    }
    case 'product':
    case 'productBuy': {
      const code = params.code ?? '';
      if (!/^[A-Za-z0-9-]{1,60}$/.test(code)) return notFound();
      const res = await get(`/api/products/${encodeURIComponent(code)}`);
      if (res.status === 404) return notFound();
      if (res.status !== 200) return base({ canonical: self });
      return productHead(publicUrl, res.body as ProductDetail);
    }
    case 'category': {
      const group = (params.group ?? '').toLowerCase();
      if (group !== 'men' && group !== 'women') return notFound();
      return base({
        title: `${groupPageTitle(group)} | ${SITE_NAME}`,
        description: groupPageDescription(group),
        canonical: `${publicUrl}${paths.category.getHref(group)}`,
        jsonLd: [
          breadcrumbs(publicUrl, [
            { name: 'Home', path: '/' },
            { name: `${GROUP_LABEL[group]} collection`, path: paths.category.getHref(group) },
          ]),
        ],
      });
    }
    case 'listing': {
      const slug = (params.slug ?? '').toLowerCase();
      const id = params.id ?? '';
      const group = slug === 'men' || slug === 'women' ? slug : undefined;
      const canonical = `${publicUrl}${paths.listing.getHref(params.slug ?? '', id)}`;
      if (id.toLowerCase() === 'all') {
        const label = allPiecesLabel(group);
        return base({
          title: `${collectionPageTitle(label)} | ${SITE_NAME}`,
          description: collectionPageDescription(label),
          canonical,
          jsonLd: group
            ? [
                breadcrumbs(publicUrl, [
                  { name: 'Home', path: '/' },
                  { name: `${GROUP_LABEL[group]} collection`, path: paths.category.getHref(group) },
                ]),
              ]
            : [],
        });
      }
      const res = await get('/api/categories');
      if (res.status !== 200 || !isCategoryList(res.body)) return base({ canonical });
      const category = res.body.items.find((c) => c.code.toLowerCase() === id.toLowerCase());
      if (!category) return notFound();
      return base({
        title: `${collectionPageTitle(category.name)} | ${SITE_NAME}`,
        description: clip(category.intro || collectionPageDescription(category.name)),
        canonical: `${publicUrl}${paths.listing.getHref(category.slug, category.code)}`,
        image: category.image
          ? { url: `${publicUrl}${category.image}`, width: 400, height: 500, alt: category.name }
          : null,
        jsonLd: [
          breadcrumbs(publicUrl, [
            { name: 'Home', path: '/' },
            {
              name: `${GROUP_LABEL[category.group]} collection`,
              path: paths.category.getHref(category.group),
            },
            { name: category.name, path: paths.listing.getHref(category.slug, category.code) },
          ]),
        ],
      });
    }
    case 'searchResults': {
      const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
      // Results pages are for people: followed, not listed (each query would be its own page).
      return base({
        title: q ? `Search results for “${q}” | ${SITE_NAME}` : `Search | ${SITE_NAME}`,
        description: `Outfits at ${SITE_NAME} matching ${q ? `“${q}”` : 'your search'}.`,
        canonical: `${publicUrl}${paths.searchResults.getHref(q)}`,
        noIndex: true,
      });
    }
    case 'blogs':
      return base({
        title: `Blog | ${SITE_NAME}`,
        description:
          'Wedding style notes from Vastra: choosing a sherwani, lehenga colour trends, turbans by region, jewellery and caring for a rented outfit.',
        canonical: `${publicUrl}${paths.blogs.getHref()}`,
      });
    case 'blog': {
      const seoUrl = params.seourl ?? '';
      const res = await get(`/api/blogs/${encodeURIComponent(seoUrl)}`);
      if (res.status === 404 || res.status === 400) return notFound();
      if (res.status !== 200) return base({ canonical: self });
      const post = res.body as BlogPost;
      const path = paths.blog.getHref(post.seoUrl);
      const picture = post.image ? Object.values(post.image.wide).at(-1) : undefined;
      const image = picture ? `${publicUrl}${picture}` : null;
      return base({
        title: `${post.title} | ${SITE_NAME}`,
        description: clip(plainText(post.summaryHtml)),
        canonical: `${publicUrl}${path}`,
        ogType: 'article',
        image: image ? { url: image, width: 690, height: 500, alt: post.image?.alt || post.title } : null,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            datePublished: post.publishedAt,
            author: { '@type': 'Person', name: post.author },
            publisher: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
            mainEntityOfPage: `${publicUrl}${path}`,
            ...(image ? { image } : {}),
          },
          breadcrumbs(publicUrl, [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: paths.blogs.getHref() },
            { name: post.title, path },
          ]),
        ],
      });
    }
    default: {
      const pattern = paths[match.name].path;
      return base({ canonical: pattern.includes(':') ? self : `${publicUrl}${pattern}` });
    }
  }
}
