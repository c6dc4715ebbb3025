/**
 * Every URL of the storefront, built in one place. `path` is the router pattern, `getHref` the
 * link. Pages that other features will add are listed too, so that header and footer links are
 * right before those pages exist (until then they fall to the 404 page).
 */
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
    getHref: (q: string) => `/search-results?${new URLSearchParams({ q })}`,
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
      orderId ? `/ordercomplete?${new URLSearchParams({ order: orderId })}` : '/ordercomplete',
  },
  /** The built-in (local) gateway's payment page for an order. */
  // Wedding parties
  partyNew: fixed('/party/new'),
  party: {
    path: '/party/:code',
    getHref: (code: string) => `/party/${code}`,
  },
  payLocal: {
    path: '/pay/local',
    getHref: (orderId?: string, gatewayOrderId?: string, purpose?: 'extension') =>
      orderId && gatewayOrderId
        ? `/pay/local?${new URLSearchParams({ order: orderId, gatewayOrderId, ...(purpose ? { for: purpose } : {}) })}`
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

/** Information links of the footer and the drawer. */
export const informationLinks = [
  { key: 'aboutUs', label: 'About Us', href: paths.aboutUs.getHref() },
  { key: 'contactUs', label: 'Contact Us', href: paths.contactUs.getHref() },
  { key: 'stores', label: 'Store Locator', href: paths.stores.getHref() },
  { key: 'membership', label: 'Fashion Membership', href: paths.membership.getHref() },
  { key: 'blogs', label: 'Blogs', href: paths.blogs.getHref() },
  { key: 'faqs', label: 'FAQs', href: paths.faqs.getHref() },
  { key: 'franchise', label: 'Franchise Enquiry', href: paths.franchiseEnquiry.getHref() },
] as const;

/** Policy links of the footer and the drawer. */
export const policyLinks = [
  { key: 'returnPolicy', label: 'Return Policy', href: paths.returnPolicy.getHref() },
  { key: 'cancellationPolicy', label: 'Cancellation Policy', href: paths.cancellationPolicy.getHref() },
  { key: 'shippingPolicy', label: 'Shipping Policy', href: paths.shippingPolicy.getHref() },
  { key: 'privacyPolicy', label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { key: 'terms', label: 'Terms & Conditions', href: paths.termsConditions.getHref() },
  { key: 'disclaimer', label: 'Disclaimer', href: paths.disclaimer.getHref() },
] as const;
