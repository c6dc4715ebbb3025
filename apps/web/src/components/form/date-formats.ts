import { formatCartDate, formatEventDate, isIsoDate, parseEventDate } from '@vastra/shared/rules';

/** How a date is typed into a date field: its pattern, and the readings both ways. */
export type DateFormat = {
  placeholder: string;
  /** The whole typed date; when the text matches, the field takes it without waiting for blur. */
  complete: RegExp;
  parse: (text: string) => string | null;
  format: (iso: string) => string;
};

/** Reads a typed cart date: parseCartDate('09/12/26') === '2026-12-09'; anything else is null. */
function parseCartDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `20${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) && formatCartDate(iso) === text.trim() ? iso : null;
}

/** dd/mm/yyyy ('09/12/2026'): a real day, written exactly as the shop writes it back. */
function parseLongDate(text: string): string | null {
  const iso = parseEventDate(text);
  return iso && formatEventDate(iso) === text && !Number.isNaN(Date.parse(iso)) ? iso : null;
}

export const DATE_FORMATS = {
  /** dd/mm/yyyy: event dates. */
  long: {
    placeholder: 'dd/mm/yyyy',
    complete: /^\d{2}\/\d{2}\/\d{4}$/,
    parse: parseLongDate,
    format: formatEventDate,
  },
  /** dd/mm/yy: the cart's delivery dates. */
  short: {
    placeholder: 'dd/mm/yy',
    complete: /^\d{2}\/\d{2}\/\d{2}$/,
    parse: parseCartDate,
    format: formatCartDate,
  },
} satisfies Record<string, DateFormat>;
