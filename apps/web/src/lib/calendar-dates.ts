/**
 * Business dates are 'YYYY-MM-DD' strings (IST). The date picker works with Date objects at local
 * midnight; these convert between the two by calendar fields only, never through a time zone.
 */
export function isoToLocalDate(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
