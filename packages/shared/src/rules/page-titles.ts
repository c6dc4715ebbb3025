import { formatRupees } from './format.ts';

/**
 * The English titles of the catalogue's pages, before ' | Vastra'. The server writes them into a
 * page's HTML for search engines, and a page reached in the browser writes the same, so a tab's
 * title does not depend on how the page was reached (record 58).
 */
export function productPageTitle(piece: {
  name: string;
  code: string;
  type: 'rent' | 'buy';
  rent: number | null;
  salePrice: number | null;
}): string {
  return piece.type === 'buy'
    ? `${piece.name} (${piece.code}) for ${formatRupees(piece.salePrice ?? 0)}, pre-used`
    : `${piece.name} (${piece.code}) on rent from ${formatRupees(piece.rent ?? 0)}`;
}

/** A collection's listing: 'Designer Suit / Tuxedo on rent'. */
export const collectionPageTitle = (name: string): string => `${name} on rent`;

/** A group as the English titles and breadcrumbs name it: "Men's collection". */
export const GROUP_LABEL = { men: "Men's", women: "Women's" } as const;

/**
 * Every piece of a group ('/listing/men/all': "Men's collection"), or of the shop ('/listing/all/all':
 * "All outfits"): the label its English title and description are built from.
 */
export const allPiecesLabel = (group: 'men' | 'women' | undefined): string =>
  group ? `${GROUP_LABEL[group]} collection` : 'All outfits';

/** A group's page of collections ('/category/men'): its English title and description. */
export const groupPageTitle = (group: 'men' | 'women'): string => `${GROUP_LABEL[group]} All Collections`;
export const groupPageDescription = (group: 'men' | 'women'): string =>
  `${GROUP_LABEL[group]} wedding and occasion outfits on rent at Vastra: every collection, altered to you and delivered the day before.`;

/** The English description of a collection's listing: 'Designer Suit / Tuxedo on rent at Vastra: …'. */
export const collectionPageDescription = (label: string): string =>
  `${label} on rent at Vastra: filter by size, price, colour and your event date.`;
