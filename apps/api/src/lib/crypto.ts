import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token: 32 bytes as base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hmacSha256Hex(key: string | Buffer, text: string | Buffer): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Compares two hex digests in constant time (a wrong OTP must not be guessable by timing). */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A 32-byte key written as 64 hex digits or as base64 / base64url; null when it is neither. */
export function parseKey32(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/**
 * Development defaults, public on purpose (they are in the source): anything encrypted or hashed
 * with them is not secret. Production refuses to start without its own values (config/env.ts).
 */
export const DEV_DOCUMENT_KEY = '646576656c6f706d656e742d6f6e6c792d646f63756d656e742d6b65792d3031';
export const DEV_OTP_SECRET = 'development-only-otp-secret-not-for-production';

/** The document encryption key of this environment: DOCUMENT_KEY, else the development default. */
export function documentKey(env: { DOCUMENT_KEY?: string | undefined }): Buffer {
  const key = parseKey32(env.DOCUMENT_KEY ?? DEV_DOCUMENT_KEY);
  if (!key) throw new Error('DOCUMENT_KEY must be 32 bytes written as 64 hex digits or base64');
  return key;
}

/** The HMAC key of one-time passwords: OTP_SECRET, else the development default. */
export function otpSecret(env: { OTP_SECRET?: string | undefined }): string {
  return env.OTP_SECRET ?? DEV_OTP_SECRET;
}

/** Blob layout: version (1 byte) | IV (12) | GCM tag (16) | ciphertext. The version allows key rotation later. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM. `context` (e.g. the document id) is authenticated but not stored, so a blob copied
 * onto another record fails to decrypt instead of showing the wrong person's file.
 */
export function encrypt(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** The plaintext of encrypt(); throws when the blob was altered or belongs to another context. */
export function decrypt(key: Buffer, blob: Buffer, context: string): Buffer {
  if (blob.length < 1 + IV_BYTES + TAG_BYTES || blob[0] !== VERSION) {
    throw new Error('Not an encrypted blob of a known version');
  }
  const iv = blob.subarray(1, 1 + IV_BYTES);
  const tag = blob.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(blob.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
