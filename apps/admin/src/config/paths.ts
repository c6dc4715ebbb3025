/** Every screen's address inside the back office (the router's basename is /admin). */
export const paths = {
  signIn: '/sign-in',
  today: '/',
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** The order with one line's step dialog open (from the scan screen). */
  orderStep: (id: string, lineId: string, step: string) =>
    `/orders/${encodeURIComponent(id)}?line=${encodeURIComponent(lineId)}&step=${encodeURIComponent(step)}`,
  calendar: '/calendar',
  inventory: '/inventory',
  newPiece: '/inventory/new',
  piece: (id: number) => `/inventory/${id}`,
  staff: '/staff',
  audit: '/audit',
  scan: '/scan',
  scanPiece: (code: string) => `/scan/${encodeURIComponent(code)}`,
  labels: '/labels',
  peak: '/peak',
  kits: '/kits',
  failedMessages: '/messages/failed',
  settings: '/settings',
  enquiries: '/enquiries',
  customers: '/customers',
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
} as const;

/** The router's base: the app is served under /admin/ by the API server. */
export const BASENAME = '/admin';
