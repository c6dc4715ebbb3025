import { formatCartDate, isIsoDate } from '@vastra/shared/rules';

/** Reads a typed cart date: parseCartDate('09/12/26') === '2026-12-09'; anything else is null. */
export function parseCartDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `20${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) && formatCartDate(iso) === text.trim() ? iso : null;
}
