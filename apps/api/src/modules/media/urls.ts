import type { Image } from '@vastra/shared/schemas';
import type { ProductImage } from '../../db/schema/index.ts';

/**
 * Picture variants and the widths served for each (srcset). URL pattern, one place:
 * /media/{key}/{variant}-{width}.webp, e.g. /media/p/DST1001/1/card-330.webp.
 */
export const VARIANTS = {
  /** Listing card, 330:400. */
  card: { aspect: [330, 400], widths: [330, 660] },
  /** Product detail and zoom, square. */
  detail: { aspect: [700, 700], widths: [700, 1400] },
  /** Category tile, 4:5. */
  tile: { aspect: [400, 500], widths: [400, 800] },
  /** Home slider on a phone, 4:5. */
  slideMobile: { aspect: [768, 960], widths: [480, 768] },
  /** Home slider on a desktop, 8:3. */
  slideDesktop: { aspect: [1600, 600], widths: [1024, 1600] },
  /** Branch storefront and blog pictures, 690:500. */
  wide: { aspect: [690, 500], widths: [345, 690] },
} as const;

export type Variant = keyof typeof VARIANTS;

export function mediaUrl(key: string, variant: Variant, width: number): string {
  return `/media/${key}/${variant}-${width}.webp`;
}

/** Every width of one variant: { "330": url, "660": url }. */
export function variantUrls(key: string, variant: Variant): Record<string, string> {
  return Object.fromEntries(VARIANTS[variant].widths.map((w) => [String(w), mediaUrl(key, variant, w)]));
}

/** The card and detail URLs of a product image. */
export function productImageUrls(image: ProductImage): Image {
  return { alt: image.alt, card: variantUrls(image.key, 'card'), detail: variantUrls(image.key, 'detail') };
}
