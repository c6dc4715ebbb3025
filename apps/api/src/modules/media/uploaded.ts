import sharp from 'sharp';
import { getMediaFile, type MediaDeps, originalKeyOf, storageKeyOf } from './media.ts';
import { VARIANTS, type Variant } from './urls.ts';

/** The largest photo kept as an original, on its longer side; bigger ones are scaled down. */
const ORIGINAL_MAX_SIDE = 2400;
/** The variants the storefront shows of a product photo (listing card and detail). */
const PRODUCT_VARIANTS: Variant[] = ['card', 'detail'];

const filesOf = (key: string) =>
  PRODUCT_VARIANTS.flatMap((variant) => {
    const spec = VARIANTS[variant];
    return spec.widths.map((width) => ({
      key,
      variant,
      width,
      height: Math.round((width * spec.aspect[1]) / spec.aspect[0]),
    }));
  });

/**
 * Keeps an uploaded product photo under `key`: turned upright by its EXIF orientation, scaled to
 * at most 2400 px, stored as WebP without any metadata (no GPS position, no camera serial), then
 * every storefront variant (card and detail, each width) is made at once, so the first visitor
 * does not wait. The photo must already be checked as a genuine JPEG or PNG.
 */
export async function storeProductPhoto(deps: MediaDeps, key: string, data: Buffer): Promise<void> {
  const original = await sharp(data, { failOn: 'warning', limitInputPixels: 100_000_000 })
    .rotate()
    .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 88 })
    .toBuffer();
  await deps.storage.put(originalKeyOf(key), original, 'image/webp');
  for (const file of filesOf(key)) await getMediaFile(deps, file);
}

/** Removes an uploaded photo's original and every variant made from it. */
export async function deleteProductPhoto(deps: Pick<MediaDeps, 'storage'>, key: string): Promise<void> {
  const keys = [originalKeyOf(key), ...filesOf(key).map(storageKeyOf)];
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => {})));
}
