import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { branches, categories, products } from '../../db/schema/index.ts';
import {
  BLOG_PICTURES,
  blogSvg,
  branchSvg,
  categorySvg,
  productSvg,
  type Size,
  SLIDES,
  slideSvg,
} from '../../demo/drawings/index.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { VARIANTS, type Variant } from './urls.ts';

/** One picture file: a key (p/DST1001/1), a variant and one of its widths. */
export type MediaFile = { key: string; variant: Variant; width: number; height: number };

export const WEBP_TYPE = 'image/webp';
/** Small files for cheap phones on 4G; effort 2 keeps a render well under 100 ms. */
const WEBP = { quality: 78, effort: 2 } as const;

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^([A-Za-z]+)-(\d{2,4})\.webp$/;

/**
 * Reads '{key}/{variant}-{width}.webp'. Anything else (unknown variant or width, empty or
 * dotted segments, '..', encoded slashes) is null: the caller answers 404.
 */
export function parseMediaPath(path: string): MediaFile | null {
  const segments = path.split('/');
  const file = segments.pop() ?? '';
  if (segments.length < 1 || segments.length > 4 || !segments.every((s) => SEGMENT.test(s))) return null;
  const m = FILE.exec(file);
  if (!m) return null;
  const variant = m[1] as Variant;
  if (!Object.hasOwn(VARIANTS, variant)) return null;
  const spec = VARIANTS[variant];
  const width = Number(m[2]);
  if (!(spec.widths as readonly number[]).includes(width)) return null;
  const height = Math.round((width * spec.aspect[1]) / spec.aspect[0]);
  return { key: segments.join('/'), variant, width, height };
}

export const storageKeyOf = (f: MediaFile) => `media/${f.key}/${f.variant}-${f.width}.webp`;
export const originalKeyOf = (key: string) => `originals/${key}`;

const whole = (text: string | undefined, max: number): number | null => {
  const n = Number(text);
  return /^\d{1,3}$/.test(text ?? '') && n >= 1 && n <= max ? n : null;
};

/** The SVG of a demo picture, drawn from what the key names; null when it names nothing. */
async function drawDemo(db: Db, f: MediaFile): Promise<string | null> {
  const size: Size = { aspect: VARIANTS[f.variant].aspect, width: f.width, height: f.height };
  const [kind, id, view, ...rest] = f.key.split('/');
  if (rest.length > 0) return null;
  if (kind === 'p' && id && view) {
    const [row] = await db
      .select({
        code: products.code,
        name: products.name,
        colours: products.colours,
        category: {
          code: categories.code,
          slug: categories.slug,
          name: categories.name,
          grp: categories.grp,
        },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.code, id))
      .limit(1);
    const n = whole(view, 3);
    return row && n ? productSvg(row, n, size) : null;
  }
  if (view !== undefined || !id) return null;
  if (kind === 'c') {
    const [row] = await db
      .select({ code: categories.code, slug: categories.slug, name: categories.name, grp: categories.grp })
      .from(categories)
      .where(eq(categories.code, id))
      .limit(1);
    return row ? categorySvg(row, size) : null;
  }
  if (kind === 'b') {
    const [row] = await db
      .select({ code: branches.code })
      .from(branches)
      .where(eq(branches.code, id))
      .limit(1);
    return row ? branchSvg(row.code, size) : null;
  }
  if (kind === 's') {
    const n = whole(id, SLIDES);
    return n ? slideSvg(n, size) : null;
  }
  if (kind === 'blog') {
    const n = whole(id, BLOG_PICTURES);
    return n ? blogSvg(n, size) : null;
  }
  return null;
}

/** Renders one file: an uploaded original cut to the variant, else the demo drawing. */
async function render(db: Db, storage: Storage, f: MediaFile): Promise<Buffer | null> {
  const original = await storage.get(originalKeyOf(f.key));
  if (original) {
    // Photos turn by their EXIF orientation, then are cut to the variant's aspect (cover).
    return sharp(original.data, { failOn: 'error' })
      .rotate()
      .resize(f.width, f.height, { fit: 'cover', position: 'attention' })
      .webp(WEBP)
      .toBuffer();
  }
  const svg = await drawDemo(db, f);
  if (!svg) return null;
  return sharp(Buffer.from(svg)).resize(f.width, f.height, { fit: 'cover' }).webp(WEBP).toBuffer();
}

/** Renders under way in this process, so a burst of requests for one file renders it once. */
const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * The bytes of a picture file: from storage when it was made before, else rendered now and
 * stored. Two processes may render the same file at once; storage writes are atomic and the
 * results are identical, so the last write wins harmlessly. null = no such picture.
 */
export async function getMediaFile(db: Db, storage: Storage, f: MediaFile): Promise<Buffer | null> {
  const key = storageKeyOf(f);
  const stored = await storage.get(key);
  if (stored) return stored.data;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const data = await render(db, storage, f);
      if (data) await storage.put(key, data, WEBP_TYPE);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Drops every stored variant of a key (after a new original is uploaded). */
export async function forgetVariants(storage: Storage, key: string): Promise<void> {
  const files = Object.entries(VARIANTS).flatMap(([variant, spec]) =>
    spec.widths.map((width) => `media/${key}/${variant}-${width}.webp`),
  );
  await Promise.all(files.map((file) => storage.delete(file)));
}
