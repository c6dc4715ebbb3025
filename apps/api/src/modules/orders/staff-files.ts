import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inspections } from '../../db/schema/index.ts';
import { isUuid } from '../../db/tx.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type DocumentDeps, readDocumentFile } from '../account/index.ts';
import { recordAudit } from '../staff/index.ts';
import { type StaffAct, staffOrder } from './staff-access.ts';

/**
 * A customer's ID document opened from one of their orders: only a document of that order's
 * customer, at a branch the staff member works at; every look is written to the audit log.
 */
export async function staffDocumentFile(
  deps: DocumentDeps,
  act: StaffAct,
  orderId: string,
  documentId: string,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  const order = await staffOrder(deps.db, act.who, orderId);
  const file = await readDocumentFile(deps, documentId, order.userId);
  await recordAudit(deps.db, {
    staffId: act.who.id,
    action: 'document.view',
    entity: 'document',
    entityId: documentId,
    orderId: order.id,
    branchId: order.branchId,
    after: { type: file.type },
    ip: act.ip,
    at: act.at,
  });
  return { data: file.data, contentType: file.contentType, filename: file.filename };
}

/** One photo taken at an inspection of the order, by its position. */
export async function inspectionPhoto(
  deps: { db: Db; storage: Storage },
  act: StaffAct,
  ids: { orderId: string; inspectionId: string; n: number },
): Promise<{ data: Buffer; contentType: string }> {
  const order = await staffOrder(deps.db, act.who, ids.orderId);
  if (!isUuid(ids.inspectionId)) throw notFound('Photo not found');
  const [row] = await deps.db
    .select({ photos: inspections.photos })
    .from(inspections)
    .where(and(eq(inspections.id, ids.inspectionId), eq(inspections.orderId, order.id)));
  const key = row?.photos[ids.n];
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw notFound('Photo not found');
  return file;
}
