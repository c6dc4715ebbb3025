/** Shop-wide constants of the storefront's pages. Business rules come from /api/settings/public. */
export const SITE_NAME = 'Vastra';

/** A screen 768 px wide or less is a phone. */
export const PHONE_MEDIA_QUERY = '(max-width: 768px)';
/** Wider: a desktop (or a tablet on its side). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 769px)';

export const LISTING = {
  /** The price slider's bounds and step. */
  priceMin: 10,
  priceMax: 10_000,
  priceStep: 5,
  /** The slider applies after this much quiet. */
  priceDebounceMs: 1000,
  /** Reset: rental price 500–4500, sort 'latest'. */
  resetMinPrice: 500,
  resetMaxPrice: 4500,
  pageSize: 10,
  /** Sale listing pager shows at most this many page numbers. */
  pagerWindow: 10,
  /** Infinite scroll starts loading this far from the end. */
  infiniteScrollMarginPx: 200,
} as const;

export const TOAST_DURATION_MS = 5000;
export const SLIDER_AUTOPLAY_MS = 5000;

/** How much the product picture zooms under the pointer. */
export const ZOOM = { lensPx: 100, scale: 5 } as const;
