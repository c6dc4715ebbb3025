import { randomUUID } from 'node:crypto';
import {
  type CustomerDocument,
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_RULES,
  type DocumentType,
  DocumentTypeSchema,
} from '@vastra/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { decrypt, encrypt } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isGenuineFile } from '../../lib/file-checks.ts';
import { cleanFileName, sniffType, type Upload } from '../../lib/uploads.ts';

/** Storage, the AES-256 key (lib/crypto documentKey) and the clock. */
export type DocumentDeps = { db: Db; storage: Storage; key: Buffer; now: Date };

const NOT_FOUND = 'Document not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/** The owner's URL of a document's file (bearer token needed). */
function documentFileUrl(id: string): string {
  return `/api/me/documents/${id}/file`;
}

function toDocument(row: typeof documents.$inferSelect): CustomerDocument {
  return {
    id: row.id,
    type: row.type,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
    url: documentFileUrl(row.id),
  };
}

/** A customer's documents, newest first (the owner's list; staff may call it for any customer). */
export async function listDocuments(db: Db, userId: string): Promise<CustomerDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
  return rows.map(toDocument);
}

/**
 * POST /api/me/documents: the form names a document type and carries a file; either missing is a
 * 400 naming that field. The file is then stored by addDocument.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  userId: string,
  upload: Upload,
): Promise<CustomerDocument> {
  const type = DocumentTypeSchema.safeParse(upload.fields.type);
  if (!type.success) {
    const message = type.error.issues[0]?.message ?? 'Please choose a document type';
    throw badRequest(message, { type: message });
  }
  if (!upload.file || upload.file.data.length === 0) {
    throw badRequest('Please choose a file to upload.', { file: DOCUMENT_FILE_MESSAGE });
  }
  return addDocument(deps, userId, {
    type: type.data,
    data: upload.file.data,
    filename: upload.file.filename,
  });
}

/**
 * Stores an ID document: a JPEG or PNG that decodes or a well-formed PDF (by content, never by
 * name), at most 5 MB, encrypted (AES-256-GCM bound
 * to the document id) under a private key that no public route serves.
 */
async function addDocument(
  deps: DocumentDeps,
  userId: string,
  input: { type: DocumentType; data: Buffer; filename: string },
): Promise<CustomerDocument> {
  const contentType = sniffType(input.data);
  const acceptable =
    contentType !== null &&
    DOCUMENT_TYPES.has(contentType) &&
    input.data.length <= DOCUMENT_RULES.maxBytes &&
    (await isGenuineFile(input.data, contentType));
  if (!acceptable) throw badRequest(DOCUMENT_FILE_MESSAGE, { file: DOCUMENT_FILE_MESSAGE });
  const id = randomUUID();
  const storageKey = `private/documents/${userId}/${id}.bin`;
  await deps.storage.put(storageKey, encrypt(deps.key, input.data, id), 'application/octet-stream');
  try {
    const [row] = await deps.db
      .insert(documents)
      .values({
        id,
        userId,
        type: input.type,
        storageKey,
        contentType,
        sizeBytes: input.data.length,
        originalName: cleanFileName(input.filename),
        createdAt: deps.now,
      })
      .returning();
    if (!row) throw new Error('document insert returned nothing');
    return toDocument(row);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * A document's decrypted file. With ownerId, only that customer's document is found (another
 * customer's id answers 404 as if it did not exist); staff code calls it without ownerId.
 */
export async function readDocumentFile(
  deps: DocumentDeps,
  documentId: string,
  ownerId?: string,
): Promise<{ data: Buffer; contentType: string; filename: string; type: DocumentType }> {
  if (!UUID.test(documentId)) throw notFound(NOT_FOUND);
  const where = ownerId
    ? and(eq(documents.id, documentId), eq(documents.userId, ownerId))
    : eq(documents.id, documentId);
  const [row] = await deps.db.select().from(documents).where(where);
  const blob = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !blob) throw notFound(NOT_FOUND);
  return {
    data: decrypt(deps.key, blob.data, row.id),
    contentType: row.contentType,
    filename: row.originalName,
    type: row.type,
  };
}

/** Removes the owner's document and its file; another customer's id answers 404. */
export async function deleteDocument(deps: DocumentDeps, userId: string, documentId: string): Promise<void> {
  if (!UUID.test(documentId)) throw notFound(NOT_FOUND);
  const [row] = await deps.db
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .returning({ storageKey: documents.storageKey });
  if (!row) throw notFound(NOT_FOUND);
  await deps.storage.delete(row.storageKey);
}
