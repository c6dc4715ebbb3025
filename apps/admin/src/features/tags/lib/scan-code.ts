/** A piece code as tags print it (the API checks the same shape). */
const CODE = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * The piece code in what a scanner read or staff typed: a tag's address
 * (https://shop/admin/scan/DST1001, any origin) or the bare code. Null when it is neither.
 */
export function pieceCodeFrom(text: string): string | null {
  const value = text.trim();
  const inUrl = /\/scan\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(value);
  let code = value;
  if (inUrl?.[1]) {
    try {
      code = decodeURIComponent(inUrl[1]);
    } catch {
      return null;
    }
  }
  return CODE.test(code) ? code : null;
}
