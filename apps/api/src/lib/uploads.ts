import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** The file types we accept anywhere, told apart by their first bytes, never by name or header. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf';

const SIGNATURES: [SniffedType, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/** sniffType(pngBytes) === 'image/png'; null for anything else (text, HTML, SVG, ...). */
export function sniffType(data: Buffer): SniffedType | null {
  for (const [type, magic] of SIGNATURES) {
    if (data.length >= magic.length && magic.every((byte, i) => data[i] === byte)) return type;
  }
  return null;
}

export type Upload = {
  /** The one file of the form; null when none was sent. */
  file: { data: Buffer; filename: string } | null;
  /** Text fields of the form (first value of each). */
  fields: Record<string, string>;
};

/**
 * Reads a multipart form with one file of at most maxBytes. Every failure of the upload itself
 * (not multipart, malformed, too large, too many parts) is a 400 naming `field`, never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; message: string; largerThanDefault?: boolean },
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw badRequest('Please upload the file as multipart/form-data.', { [opts.field]: opts.message });
  }
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  let tooBig = false;
  try {
    // The server's default file limit is lower; a form that allows more says so (one file still).
    const limits = opts.largerThanDefault ? { limits: { fileSize: opts.maxBytes, files: 1 } } : undefined;
    for await (const part of request.parts(limits)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] ??= part.value;
        continue;
      }
      // Read to the end even past the limit, so that the parser can finish the request cleanly.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size <= opts.maxBytes) chunks.push(chunk);
      }
      if (size > opts.maxBytes || part.file.truncated) tooBig = true;
      file ??= { data: Buffer.concat(chunks), filename: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooBig = true;
    else {
      request.log.info({ err: error }, 'unreadable upload');
      throw badRequest('The upload could not be read. Please try again.', { [opts.field]: opts.message });
    }
  }
  if (tooBig) throw badRequest(opts.message, { [opts.field]: opts.message });
  return { file, fields };
}

/** A file name fit to show and to put in a Content-Disposition header: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200);
}
