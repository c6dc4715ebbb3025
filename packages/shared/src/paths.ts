/**
 * Every URL of the storefront, built in one place. `path` is the router pattern, `getHref` the
 * link. Pages that other features will add are listed too, so that header and footer links are
 * right before those pages exist (until then they fall to the 404 page).
 */
/** A query string as a form encodes it (what URLSearchParams writes): spaces as '+'. */
const query = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${formEncode(k)}=${formEncode(v)}`)
    .join('&');
const formEncode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

const fixed = (path: string) => ({ path, getHref: () => path });

export type Group = 'men' | 'women';

export const paths = {
  home: fixed('/'),

  // Catalogue
  category: {
    path: '/category/:group',
    getHref: (group: Group) => `/category/${group}`,
  },
  listing: {
    path: '/listing/:slug/:id',
    /** `id` is a category code, or 'all' with the group as slug. */
    getHref: (slug: string, id: string, search = '') => `/listing/${slug}/${id}${search}`,
  },
  searchResults: {
    path: '/search-results',
    getHref: (q: string) => `/search-results?${query({ q })}`,
  },
  buy: fixed('/buy/'),
  product: {
    path: '/product/:slug/:code',
    /** `search`: the shopper's event date and period, e.g. '?eventDate=2026-12-10&period=6'. */
    getHref: (slug: string, code: string, search = '') => `/product/${slug}/${code}/${search}`,
  },
  kits: fixed('/kits'),
  kit: { path: '/kits/:slug', getHref: (slug: string) => `/kits/${slug}` },
  productBuy: {
    path: '/productbuy/:slug/:code',
    getHref: (slug: string, code: string) => `/productbuy/${slug}/${code}/`,
  },

  // Cart, wishlist, checkout (cart feature)
  cart: fixed('/cart'),
  wishlist: fixed('/wishlist'),
  checkout: {
    path: '/checkout',
    /** `single`: the one-item checkout (/checkout?single=true). */
    getHref: (single = false) => (single ? '/checkout?single=true' : '/checkout'),
  },
  orderComplete: {
    path: '/ordercomplete',
    getHref: (orderId?: string) =>
      orderId ? `/ordercomplete?${query({ order: orderId })}` : '/ordercomplete',
  },
  /** The built-in (local) gateway's payment page for an order. */
  // Wedding parties
  partyNew: fixed('/party/new'),
  party: {
    path: '/party/:code',
    getHref: (code: string) => `/party/${code}`,
  },
  /** The built-in (local) gateway's page for the organiser's payment for everyone. */
  partyPay: {
    path: '/party/:code/pay',
    getHref: (code: string, gatewayOrderId: string) => `/party/${code}/pay?${query({ gatewayOrderId })}`,
  },
  payLocal: {
    path: '/pay/local',
    getHref: (orderId?: string, gatewayOrderId?: string, purpose?: 'extension') =>
      orderId && gatewayOrderId
        ? `/pay/local?${query({ order: orderId, gatewayOrderId, ...(purpose ? { for: purpose } : {}) })}`
        : '/pay/local',
  },

  // Login and sign-up (auth feature)
  login: fixed('/login'),
  loginOtp: fixed('/loginotp'),
  signup: fixed('/signin'),
  register: fixed('/register'),
  registerPlan: {
    path: '/register/:plan',
    getHref: (plan: 'A' | 'B' | 'C') => `/register/${plan}`,
  },
  membership: fixed('/membership'),
  membershipBenefits: fixed('/membership-benefits/'),

  // Account (account feature)
  userDashboard: fixed('/userdashboard'),
  accountAddress: fixed('/account-address'),
  accountWishlist: fixed('/account-wishlist'),
  accountOrders: fixed('/account-orders'),
  accountEdit: fixed('/account-edit'),
  accountMeasurement: fixed('/account-measurement'),
  accountDocuments: fixed('/account-documents'),
  accountFitCheckRequests: fixed('/account-fit-check-requests'),
  order: {
    path: '/order/:id',
    getHref: (id: string | number) => `/order/${id}`,
  },

  // Information (content feature)
  aboutUs: fixed('/about-us/'),
  contactUs: fixed('/contact-us/'),
  contact: fixed('/contact'),
  /** The old site's contact form address: the same page and form. */
  saveContact: fixed('/savecontact'),
  stores: fixed('/stores/'),
  store: fixed('/store'),
  blogs: fixed('/blogs/'),
  blog: {
    path: '/blog/:seourl',
    getHref: (seoUrl: string) => `/blog/${seoUrl}`,
  },
  faqs: fixed('/faqs/'),
  franchiseEnquiry: fixed('/franchise/enquiry/'),

  // Policies (content feature)
  returnPolicy: fixed('/return-policy/'),
  cancellationPolicy: fixed('/cancellation-policy/'),
  privacyPolicy: fixed('/privacy-policy/'),
  termsConditions: fixed('/terms-conditions/'),
  shippingPolicy: fixed('/shipping-policy/'),
  disclaimer: fixed('/disclaimer'),
} as const;

/** The storefront's pages by name, e.g. 'product'. */
export type PageName = keyof typeof paths;

/** A storefront address matched to its page: the name and the pattern's parameters. */
export type PageMatch = { name: PageName; params: Record<string, string> };

/** The patterns split into segments, worked out on first use (the browser never needs them). */
let compiled: { name: PageName; segments: string[] }[] | undefined;

/**
 * The page an address shows, as the storefront's router would choose it (case-insensitive, a
 * trailing slash optional), or null for an address the storefront has no page for. The server
 * answers 404 to those without asking the database.
 */
export function matchPage(pathname: string): PageMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  let found: PageMatch | null = null;
  let foundParams = Number.POSITIVE_INFINITY;
  compiled ??= (Object.entries(paths) as [PageName, { path: string }][]).map(([name, { path }]) => ({
    name,
    segments: path.split('/').filter(Boolean),
  }));
  for (const { name, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    let dynamic = 0;
    for (const [i, segment] of segments.entries()) {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        dynamic += 1;
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          ok = false;
        }
      } else if (segment.toLowerCase() !== part.toLowerCase()) ok = false;
      if (!ok) break;
    }
    // A fixed address wins over a pattern (/party/new over /party/:code), as in the router.
    if (ok && dynamic < foundParams) {
      found = { name, params };
      foundParams = dynamic;
    }
  }
  return found;
}
