import { randomBytes } from 'node:crypto';
import { PIECE_PHOTO_MAX_BYTES, PIECE_PHOTO_MESSAGE } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ProductImage, products } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isGenuineFile } from '../../lib/file-checks.ts';
import { readUpload, sniffType } from '../../lib/uploads.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import { deleteProductPhoto, type PictureSource, storeProductPhoto } from '../media/index.ts';
import { recordAudit } from '../staff/index.ts';
import { lockPiece, type PieceAct } from './staff-piece-status.ts';
import { PIECE_NOT_FOUND, photoId } from './staff-pieces.ts';

/** The most photos one piece keeps. */
const MAX_PHOTOS = 12;
const NOT_A_PHOTO = 'This file is not a JPEG or PNG photo. Please choose a photo.';

type PhotoDeps = { db: Db; storage: Storage; pictures?: PictureSource | undefined };

const ids = (images: ProductImage[]) => images.map((i) => photoId(i.key));

async function audit(
  tx: Parameters<typeof recordAudit>[0],
  row: { id: number; branchId: number },
  act: PieceAct,
  change: { action: string; before: unknown; after: unknown },
) {
  await recordAudit(tx, {
    staffId: act.who.id,
    action: change.action,
    entity: 'product',
    entityId: String(row.id),
    branchId: row.branchId,
    before: change.before,
    after: change.after,
    ip: act.ip,
    at: act.now,
  });
}

/**
 * POST /api/staff/pieces/{id}/photos: one photo from a phone or a PC. The file is judged by its
 * content (a PDF renamed .jpg is refused), must decode as a JPEG or PNG and be at most 12 MB; it
 * is kept without EXIF and its storefront variants are made before the piece lists it (last).
 */
export async function addPhoto(
  deps: PhotoDeps,
  req: FastifyRequest,
  id: number,
  act: PieceAct,
): Promise<void> {
  const [piece] = await deps.db
    .select({ code: products.code, branchId: products.branchId, images: products.images })
    .from(products)
    .where(eq(products.id, id));
  if (!piece || !worksAt(act.who, piece.branchId)) throw notFound(PIECE_NOT_FOUND);
  const upload = await readUpload(req, {
    field: 'photo',
    maxBytes: PIECE_PHOTO_MAX_BYTES,
    message: PIECE_PHOTO_MESSAGE,
    largerThanDefault: true,
  });
  if (!upload.file || upload.file.data.length === 0)
    throw badRequest('Please choose a photo.', { photo: 'Please choose a photo.' });
  const type = sniffType(upload.file.data);
  const genuine =
    (type === 'image/jpeg' || type === 'image/png') && (await isGenuineFile(upload.file.data, type));
  if (!genuine) throw badRequest(NOT_A_PHOTO, { photo: NOT_A_PHOTO });
  if (piece.images.length >= MAX_PHOTOS)
    throw badRequest(`A piece keeps at most ${MAX_PHOTOS} photos.`, { photo: 'Too many photos' });
  const key = `p/${piece.code}/u${randomBytes(5).toString('hex')}`;
  await storeProductPhoto(deps, key, upload.file.data);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockPiece(tx, act.who, id);
      if (row.images.length >= MAX_PHOTOS)
        throw badRequest(`A piece keeps at most ${MAX_PHOTOS} photos.`, { photo: 'Too many photos' });
      const images = [...row.images, { key, alt: `${row.name}, photo ${row.images.length + 1}` }];
      await tx.update(products).set({ images }).where(eq(products.id, id));
      await audit(tx, row, act, { action: 'piece.photo_add', before: ids(row.images), after: ids(images) });
    });
  } catch (error) {
    await deleteProductPhoto(deps, key);
    throw error;
  }
}

/** PUT /api/staff/pieces/{id}/photos: the piece's photos in a new order; the first is the main one. */
export async function orderPhotos(db: Db, id: number, order: string[], act: PieceAct): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPiece(tx, act.who, id);
    const byId = new Map(row.images.map((image) => [photoId(image.key), image]));
    const images = order.map((photo) => byId.get(photo));
    if (new Set(order).size !== order.length || order.length !== row.images.length || images.some((i) => !i))
      throw badRequest("List each of the piece's photos once.", { photos: 'Not the photos of this piece' });
    const next = images as ProductImage[];
    await tx.update(products).set({ images: next }).where(eq(products.id, id));
    await audit(tx, row, act, { action: 'piece.photo_order', before: ids(row.images), after: ids(next) });
  });
}

/**
 * DELETE /api/staff/pieces/{id}/photos/{photo}: the photo leaves the piece; its files go too once
 * no other piece shows it (a sale listing shares the photos of the piece it was made from).
 */
export async function deletePhoto(deps: PhotoDeps, id: number, photo: string, act: PieceAct): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await lockPiece(tx, act.who, id);
    const gone = row.images.find((image) => photoId(image.key) === photo);
    if (!gone) throw notFound('Photo not found');
    const images = row.images.filter((image) => image !== gone);
    await tx.update(products).set({ images }).where(eq(products.id, id));
    await audit(tx, row, act, { action: 'piece.photo_delete', before: ids(row.images), after: ids(images) });
    return gone.key;
  });
  const shared = await deps.db.execute(
    sql`select 1 from products where images @> ${JSON.stringify([{ key: removed }])}::jsonb limit 1`,
  );
  if (shared.rows.length === 0 && /\/u[0-9a-f]{10}$/.test(removed)) await deleteProductPhoto(deps, removed);
}
