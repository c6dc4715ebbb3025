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
