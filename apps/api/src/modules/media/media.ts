import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PictureSource } from './pictures.ts';
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

/** Where a picture comes from: the storage, and the drawings of the demo shop when it is on. */
export type MediaDeps = { db: Db; storage: Storage; pictures?: PictureSource | undefined };

/** Renders one file: an uploaded original cut to the variant, else a drawn picture. */
async function render({ db, storage, pictures }: MediaDeps, f: MediaFile): Promise<Buffer | null> {
  const original = await storage.get(originalKeyOf(f.key));
  if (original) {
    // Photos turn by their EXIF orientation, then are cut to the variant's aspect (cover).
    return sharp(original.data, { failOn: 'error' })
      .rotate()
      .resize(f.width, f.height, { fit: 'cover', position: 'attention' })
      .webp(WEBP)
      .toBuffer();
  }
  const size = { aspect: VARIANTS[f.variant].aspect, width: f.width, height: f.height };
  const svg = pictures ? await pictures.draw(db, f.key, size) : null;
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
export async function getMediaFile(deps: MediaDeps, f: MediaFile): Promise<Buffer | null> {
  const { storage } = deps;
  const key = storageKeyOf(f);
  const stored = await storage.get(key);
  if (stored) return stored.data;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const data = await render(deps, f);
      if (data) await storage.put(key, data, WEBP_TYPE);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** GET /media/{path}: the picture file the path names, or 404 for a path or picture we do not have. */
export async function pictureAt(deps: MediaDeps, path: string): Promise<Buffer> {
  const file = parseMediaPath(path);
  const data = file ? await getMediaFile(deps, file) : null;
  if (!data) throw notFound('No such picture.');
  return data;
}
