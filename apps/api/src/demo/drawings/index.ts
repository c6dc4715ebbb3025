import { blogPicture, categoryPicture, type Picture, productPicture, slidePicture } from './compose.ts';
import { kindOf, productLook } from './kinds.ts';
import { frameFor, svgDocument } from './scene.ts';
import { shopfrontPicture } from './shopfront.ts';

/**
 * The demo shop's pictures as SVG, drawn at an exact pixel size. Every function gets the
 * variant's aspect (the logical frame) and the output size; the garment is fitted inside the
 * frame, never cropped, so each variant shows the whole piece.
 */
export type Size = { aspect: readonly [number, number]; width: number; height: number };

export type CategoryArt = { code: string; slug: string; name: string; grp: number };
export type ProductArt = { code: string; name: string; colours: string[]; category: CategoryArt };

/** The number of drawn views of a product: front, back (or tray), close-up. */
const PRODUCT_VIEWS = 3;
export const SLIDES = 3;
export const BLOG_PICTURES = 8;

function document(size: Size, picture: Picture | null): string | null {
  if (!picture) return null;
  return svgDocument(frameFor(size.aspect), size.width, size.height, picture.defs, picture.body);
}

export function productSvg(product: ProductArt, view: number, size: Size): string | null {
  if (!Number.isInteger(view) || view < 1 || view > PRODUCT_VIEWS) return null;
  const kind = kindOf(product.category);
  const look = productLook('p', kind, product);
  return document(size, productPicture(kind, look, view, frameFor(size.aspect)));
}

export function categorySvg(category: CategoryArt, size: Size): string | null {
  return document(size, categoryPicture(category.code, kindOf(category), frameFor(size.aspect)));
}

export function slideSvg(n: number, size: Size): string | null {
  return document(size, slidePicture(n, frameFor(size.aspect)));
}

export function branchSvg(code: string, size: Size): string | null {
  return document(size, shopfrontPicture(code, frameFor(size.aspect)));
}

export function blogSvg(n: number, size: Size): string | null {
  return document(size, blogPicture(n, frameFor(size.aspect)));
}
