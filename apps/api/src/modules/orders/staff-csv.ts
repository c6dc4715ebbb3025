import type { StaffOrderRow } from '@vastra/shared/schemas';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading '.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'Bill no',
  'Created',
  'Branch',
  'Customer',
  'Mobile',
  'Type',
  'Status',
  'Line statuses',
  'Products',
  'Event date',
  'Delivery date',
  'Return date',
  'Total',
];

/** The filtered orders as CSV text (header first, CRLF line ends). */
export function ordersCsv(rows: readonly StaffOrderRow[]): string {
  const lines = rows.map((r) =>
    [
      r.billNo,
      r.createdAt,
      r.branch.code,
      r.customer.name,
      r.customer.mobile,
      r.orderType,
      r.status,
      r.lineStatuses.join(' '),
      r.productCodes.join(' '),
      r.eventDate,
      r.deliveryDate,
      r.returnDate,
      r.total,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
