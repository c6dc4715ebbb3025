import { randomUUID } from 'node:crypto';
import {
  INSPECTION_PHOTO_MESSAGE,
  INSPECTION_PHOTO_RULES,
  type InspectFields,
  InspectFieldsSchema,
} from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../integrations/storage/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sniffType } from '../../lib/uploads.ts';

const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

type Form = { fields: Record<string, string>; photos: Buffer[] };

/** Reads the inspection form: its text fields and up to four photos; any bad upload is a 400. */
async function readForm(req: FastifyRequest): Promise<Form> {
  if (!req.isMultipart()) throw badRequest('Please send the inspection as multipart/form-data.');
  const { maxFiles, maxBytes } = INSPECTION_PHOTO_RULES;
  const form: Form = { fields: {}, photos: [] };
  let bad = false;
  try {
    for await (const part of req.parts({ limits: { files: maxFiles, fileSize: maxBytes, fields: 10 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] ??= part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) bad = true;
      else if (data.length > 0) form.photos.push(data);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    req.log.info({ err: error }, 'unreadable inspection upload');
    throw badRequest(INSPECTION_PHOTO_MESSAGE, { photos: INSPECTION_PHOTO_MESSAGE });
  }
  if (bad) throw badRequest(INSPECTION_PHOTO_MESSAGE, { photos: INSPECTION_PHOTO_MESSAGE });
  return form;
}

function parseFields(fields: Record<string, string>): InspectFields {
  let charges: unknown = [];
  try {
    charges = fields.charges ? JSON.parse(fields.charges) : [];
  } catch {
    throw badRequest('Charges must be a JSON list.', { charges: 'Not a JSON list' });
  }
  const parsed = InspectFieldsSchema.safeParse({ ...fields, charges });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'form');
    throw badRequest(issue?.message ?? 'Please check the inspection', {
      [field]: issue?.message ?? 'Invalid',
    });
  }
  return parsed.data;
}

/**
 * The inspection form, with its photos checked by content (JPEG or PNG) and stored privately
 * under the order; `discard` removes them again when the inspection is refused.
 */
export async function receiveInspection(
  req: FastifyRequest,
  storage: Storage,
  orderId: string,
): Promise<{ fields: InspectFields; keys: string[]; discard: () => Promise<void> }> {
  const form = await readForm(req);
  const fields = parseFields(form.fields);
  const typed = form.photos.map((data) => ({ data, type: sniffType(data) }));
  if (typed.some((p) => p.type !== 'image/jpeg' && p.type !== 'image/png')) {
    throw badRequest(INSPECTION_PHOTO_MESSAGE, { photos: INSPECTION_PHOTO_MESSAGE });
  }
  const folder = /^[0-9a-f-]{36}$/i.test(orderId) ? orderId : 'unknown';
  const keys: string[] = [];
  for (const { data, type } of typed) {
    const ext = PHOTO_TYPES[type as keyof typeof PHOTO_TYPES];
    const key = `private/inspections/${folder}/${randomUUID()}.${ext}`;
    await storage.put(key, data, type as string);
    keys.push(key);
  }
  const discard = async () => {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => {})));
  };
  return { fields, keys, discard };
}
