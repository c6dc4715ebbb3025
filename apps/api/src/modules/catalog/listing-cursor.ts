import { isIsoDate } from '@vastra/shared/rules';
import { INT4_MAX, type Sort } from '@vastra/shared/schemas';
import { badRequest } from '../../lib/errors.ts';

/** The listing's keyset cursor: the last piece's sort key as the database wrote it, and its id. */
export type Cursor = { k: string; id: number };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.k, c.id])).toString('base64url');
}

/** created_at as the database writes it: '2026-11-20 10:11:12.123456+05:30'. */
const TIMESTAMP =
  /^(?<date>(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})) (?<h>[01]\d|2[0-3]):(?<mi>[0-5]\d):(?<s>[0-5]\d)(?:\.(?<frac>\d{1,6}))?(?:(?<sign>[+-])(?<oh>0\d|1[0-4])(?::(?<om>[0-5]\d))?)?$/;

/** A sort key as the database wrote it: a whole number, or a timestamp for 'latest'. */
function isSortKey(k: string, sort: Sort): boolean {
  if (sort === 'latest') {
    const t = TIMESTAMP.exec(k)?.groups;
    return Boolean(t?.date && isIsoDate(t.date) && Number(t.y) >= 1970 && Number(t.y) <= 2199);
  }
  return /^-?\d{1,10}$/.test(k) && Math.abs(Number(k)) <= INT4_MAX;
}

/** A 'latest' cursor's timestamp in microseconds since 1970 (UTC when it names no offset). */
export function timestampMicros(k: string): number {
  const t = TIMESTAMP.exec(k)?.groups;
  if (!t) return Number.NaN;
  const { y, mo, d, h, mi, s, frac = '', sign, oh = '0', om = '0' } = t;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  return (ms - offsetMinutes * 60_000) * 1000 + Number(frac.padEnd(6, '0'));
}

/** A cursor this server wrote for this sort; anything else (forged, cut short) is a 400. */
export function decodeCursor(text: string, sort: Sort): Cursor {
  try {
    const [k, id, ...rest] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      rest.length === 0 &&
      typeof k === 'string' &&
      isSortKey(k, sort) &&
      typeof id === 'number' &&
      Number.isInteger(id) &&
      id > 0 &&
      id <= INT4_MAX
    ) {
      return { k, id };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('Cursor is not valid', { cursor: 'Cursor is not valid' });
}
