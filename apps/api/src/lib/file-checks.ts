import sharp from 'sharp';
import { isWellFormedPdf } from './pdf-structure.ts';
import type { SniffedType } from './uploads.ts';

/** The largest picture we decode (a 100-megapixel photo); larger ones are refused, not decoded. */
const MAX_PIXELS = 100_000_000;

/**
 * Whether a JPEG or PNG really decodes, to the last byte: a right header followed by anything
 * else, a truncated or corrupted file fails. Decoded at a small size, so memory stays low.
 */
async function isDecodableImage(data: Buffer, type: 'image/jpeg' | 'image/png'): Promise<boolean> {
  try {
    const image = sharp(data, { failOn: 'warning', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== (type === 'image/jpeg' ? 'jpeg' : 'png')) return false;
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Whether a file sniffed as this type is really one: a picture that decodes, a well-formed PDF. */
export async function isGenuineFile(data: Buffer, type: SniffedType): Promise<boolean> {
  if (type === 'application/pdf') return isWellFormedPdf(data);
  if (type === 'image/jpeg' || type === 'image/png') return isDecodableImage(data, type);
  return false;
}
