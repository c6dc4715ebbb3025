/** Every screen's address inside the back office (the router's basename is /admin). */
export const paths = {
  signIn: '/sign-in',
  today: '/',
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  calendar: '/calendar',
  staff: '/staff',
  audit: '/audit',
  settings: '/settings',
  enquiries: '/enquiries',
  customers: '/customers',
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
} as const;

/** The router's base: the app is served under /admin/ by the API server. */
export const BASENAME = '/admin';
