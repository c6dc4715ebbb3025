import { PHOTO_MESSAGE, PHOTO_RULES } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { sniffType } from '../../lib/uploads.ts';
import { photoUrl } from './profile.ts';

type PhotoDeps = { db: Db; storage: Storage };

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const refused = () => badRequest(PHOTO_MESSAGE, { photo: PHOTO_MESSAGE });

/**
 * Saves a profile photo: JPG, GIF or PNG by content, at most 800 KB, re-encoded as a 400x400
 * WebP (which also drops EXIF data such as GPS position). Returns the new photo URL.
 */
export async function savePhoto(deps: PhotoDeps, userId: string, data: Buffer | undefined): Promise<string> {
  // No file, an empty one, or one that is not a picture of ours: the same refusal.
  const type = data?.length ? sniffType(data) : null;
  if (!data || !type || !PHOTO_TYPES.has(type) || data.length > PHOTO_RULES.maxBytes) throw refused();
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_RULES.sizePx, PHOTO_RULES.sizePx, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes, broken picture.
    throw refused();
  }
  // A new key each time, so the URL changes and no cache shows the old face.
  const key = `private/users/${userId}/photo-${randomToken(9)}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  const old = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: users.photoKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ photoKey: key }).where(eq(users.id, userId));
    return row?.key ?? null;
  });
  if (old) await deps.storage.delete(old);
  return photoUrl(key) ?? '';
}

/** The owner's photo bytes (WebP). */
export async function getPhoto(
  deps: PhotoDeps,
  userId: string,
): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await deps.db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
  const file = row?.key ? await deps.storage.get(row.key) : null;
  if (!file) throw notFound('No profile photo');
  return file;
}

/** Reset: back to no photo; the file is removed. */
export async function deletePhoto(deps: PhotoDeps, userId: string): Promise<void> {
  const [row] = await deps.db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
  await deps.db.update(users).set({ photoKey: null }).where(eq(users.id, userId));
  if (row?.key) await deps.storage.delete(row.key);
}
