import type { PageMatch } from '@vastra/shared/paths';
import type { Branch } from '@vastra/shared/schemas';
import type { PageHead } from './web-head.ts';

export const SITE_NAME = 'Vastra';
export const DEFAULT_DESCRIPTION =
  'Rent or buy designer sherwanis, suits, lehengas and gowns for your wedding and occasions. Vastra, a family business since 1987, with branches in Mumbai, Pune, Ahmedabad and Vapi.';
/** Pages only a customer's own session fills: never listed, never cached. */
export const PRIVATE_PAGES = new Set<PageMatch['name']>([
  'cart',
  'wishlist',
  'checkout',
  'orderComplete',
  'payLocal',
  'partyNew',
  'party',
  'partyPay',
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

type Crumb = { name: string; path: string };

export function breadcrumbs(publicUrl: string, crumbs: Crumb[]) {
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
export function organisation(publicUrl: string, branches: Branch[]) {
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
