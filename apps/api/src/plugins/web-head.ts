import type { PageMatch } from '@vastra/shared/paths';
import { paths } from '@vastra/shared/paths';
import type { BlogPost, Branch, Category, ProductDetail } from '@vastra/shared/schemas';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script> block: '<' escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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

const SITE_NAME = 'Vastra';
const DEFAULT_DESCRIPTION =
  'Rent or buy designer sherwanis, suits, lehengas and gowns for your wedding and occasions. Vastra, a family business since 1987, with branches in Mumbai, Pune, Ahmedabad and Vapi.';
const inr = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const GROUP_LABEL = { men: "Men's", women: "Women's" } as const;

/** Pages only a customer's own session fills: never listed, never cached. */
const PRIVATE_PAGES = new Set<PageMatch['name']>([
  'cart',
  'wishlist',
  'checkout',
  'orderComplete',
  'payLocal',
  'partyNew',
  'party',
  'login',
  'loginOtp',
  'signup',
  'register',
  'registerPlan',
  'userDashboard',
  'accountAddress',
  'accountWishlist',
  'accountOrders',
  'accountEdit',
  'accountMeasurement',
  'accountDocuments',
  'accountFitCheckRequests',
  'order',
]);

/** Whether a page shows the same to everybody (its server render may be kept a few seconds). */
export const isPublicPage = (match: PageMatch | null) => match !== null && !PRIVATE_PAGES.has(match.name);

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

type Crumb = { name: string; path: string };

function breadcrumbs(publicUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${publicUrl}${c.path}`,
    })),
  };
}

/** The shop as an organisation, each branch a Store with its address, phone and place on the map. */
function organisation(publicUrl: string, branches: Branch[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/icons/icon-512.png`,
    foundingDate: '1987',
    description: DEFAULT_DESCRIPTION,
    subOrganization: branches.map((b) => ({
      '@type': 'Store',
      '@id': `${publicUrl}/stores/#${b.code}`,
      name: `${SITE_NAME} ${b.name}`,
      telephone: b.phone,
      email: b.email,
      ...(b.image ? { image: `${publicUrl}${b.image}` } : {}),
      ...(b.mapUrl ? { hasMap: b.mapUrl } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: b.address,
        addressLocality: b.city,
        postalCode: b.pincode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude },
      parentOrganization: { '@id': `${publicUrl}/#organization` },
    })),
  };
}

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

const notFound = (): PageHead => base({ status: 404, title: `Page not found | ${SITE_NAME}`, noIndex: true });

/** The product page's head: its rent or sale price, pictures, Product with Offer and its breadcrumb. */
function productHead(publicUrl: string, p: ProductDetail): PageHead {
  const sale = p.type === 'buy';
  const price = sale ? p.salePrice : p.rent;
  const path = sale ? paths.productBuy.getHref(p.slug, p.code) : paths.product.getHref(p.slug, p.code);
  const url = `${publicUrl}${path}`;
  const lead = price ? `${sale ? 'Buy it for' : 'Rent it from'} ${inr(price)}. ` : '';
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
    title: `${p.name} (${p.code}) ${sale ? `for ${inr(price ?? 0)}, pre-used` : `on rent from ${inr(price ?? 0)}`} | ${SITE_NAME}`,
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
        title: `${GROUP_LABEL[group]} All Collections | ${SITE_NAME}`,
        description: `${GROUP_LABEL[group]} wedding and occasion outfits on rent at ${SITE_NAME}: every collection, altered to you and delivered the day before.`,
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
        const label = group ? `${GROUP_LABEL[group]} collection` : 'All outfits';
        return base({
          title: `${label} on rent | ${SITE_NAME}`,
          description: `${label} on rent at ${SITE_NAME}: filter by size, price, colour and your event date.`,
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
        title: `${category.name} on rent | ${SITE_NAME}`,
        description: clip(
          category.intro ||
            `${category.name} on rent at ${SITE_NAME}: filter by size, price, colour and your event date.`,
        ),
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

/** The <head> tags of a page: description, robots, canonical, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, title: string, description: string): string {
  const tags: string[] = [];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex, follow" />');
  if (head.canonical) {
    const url = escapeHtml(head.canonical);
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  tags.push(
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  );
  if (head.image) {
    const image = escapeHtml(head.image.url);
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta property="og:image:type" content="image/webp" />`,
      `<meta property="og:image:width" content="${head.image.width}" />`,
      `<meta property="og:image:height" content="${head.image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  if (head.product) {
    const p = head.product;
    const price = p.type === 'buy' ? p.salePrice : p.rent;
    if (price) {
      tags.push(
        `<meta property="product:price:amount" content="${price}" />`,
        `<meta property="product:price:currency" content="INR" />`,
      );
    }
  }
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
