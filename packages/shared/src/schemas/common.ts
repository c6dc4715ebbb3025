import { z } from 'zod';
import { isIsoDate } from '../rules/dates.ts';

export const TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode';
export const DATE_RANGE_MESSAGE = 'Date must be between the years 2000 and 2199';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text a database can store as written: no NUL character, no lone UTF-16 surrogate. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The string schema of every text field: refuses NUL and ill-formed Unicode with a clear message. */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: TEXT_MESSAGE, abort: true });

/** First hostile string inside a parsed JSON value, as a dotted path ('' = the value itself). */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const name = isSafeText(key) ? key : '(key)';
      if (name === '(key)') return path ? `${path}.${name}` : name;
      const found = findUnsafeText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export const MOBILE_MESSAGE = 'Mobile number must be exactly 10 digits';
export const OTP_MESSAGE = 'OTP must be exactly 6 digits';
export const PINCODE_REQUIRED = 'Pincode is required';
export const PINCODE_MESSAGE = 'Pincode must be 6 digits';
export const PINCODE_NOT_FOUND = 'Area not found for this pincode';

export const Mobile = safeText({ error: 'Mobile number is required' })
  .trim()
  .min(1, 'Mobile number is required')
  .regex(/^\d{10}$/, MOBILE_MESSAGE);

export const Otp = safeText({ error: 'OTP is required' })
  .trim()
  .min(1, 'OTP is required')
  .regex(/^\d{6}$/, OTP_MESSAGE);

export const Pincode = safeText({ error: PINCODE_REQUIRED })
  .trim()
  .min(1, PINCODE_REQUIRED)
  .regex(/^\d{6}$/, PINCODE_MESSAGE);

/** A calendar date written YYYY-MM-DD in a sane range (the rules narrow it further). */
export const IsoDateString = safeText()
  .refine(isIsoDate, { message: 'Date must be a calendar date written YYYY-MM-DD', abort: true })
  .refine((v) => v >= '2000-01-01' && v <= '2199-12-31', { message: DATE_RANGE_MESSAGE });

/** PostgreSQL's largest integer: a row id above it is refused as input, never sent to the database. */
export const INT4_MAX = 2_147_483_647;
/** A row id in a JSON body. */
export const RowId = z.number().int().min(1).max(INT4_MAX);
/** A row id written in a path or a query string. */
export const RowIdText = z.coerce.number().int().min(1).max(INT4_MAX);

export const Email = safeText().trim().email('Please enter a valid email address').max(200);

/** A required text field with the forms' default message. */
export const requiredText = (max = 200, message = 'This field is required') =>
  safeText({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
