import type { ColumnDef } from '@tanstack/react-table';
import type { StaffOrderRow } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { formatDay, formatRupees } from '@/lib/format';

/** The orders table's columns; the ids are the server's sort names where a column sorts. */
export const orderColumns: ColumnDef<StaffOrderRow, unknown>[] = [
  {
    id: 'bill',
    header: 'Bill no.',
    meta: { label: 'Bill no.' },
    cell: ({ row }) => (
      <Link to={paths.order(row.original.id)} aria-label={`Order ${row.original.billNo}`}>
        {row.original.billNo}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    meta: { label: 'Customer' },
    enableSorting: false,
    cell: ({ row }) => `${row.original.customer.name || 'Customer'} · ${row.original.customer.mobile}`,
  },
  {
    id: 'pieces',
    header: 'Pieces',
    meta: { label: 'Pieces' },
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {row.original.kitNames.map((name) => (
          <span key={name} className="badge">
            Kit: {name}
          </span>
        ))}{' '}
        {row.original.productCodes.join(', ')}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { label: 'Status' },
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        <StatusBadge status={row.original.status} />{' '}
        {row.original.attention ? <span className="badge badge-bad">Needs attention</span> : null}
        {row.original.party ? (
          <Link to={`?party=${row.original.party.code}`} className="badge" title="Show the whole party">
            Party: {row.original.party.name}
          </Link>
        ) : null}
      </span>
    ),
  },
  {
    id: 'event',
    header: 'Event',
    meta: { label: 'Event' },
    cell: ({ row }) => formatDay(row.original.eventDate),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    meta: { label: 'Delivery' },
    cell: ({ row }) =>
      `${formatDay(row.original.deliveryDate)} · ${row.original.deliveryType === 'home' ? 'Home' : 'Pickup'}`,
  },
  {
    id: 'return',
    header: 'Return',
    meta: { label: 'Return' },
    cell: ({ row }) => formatDay(row.original.returnDate),
  },
  {
    id: 'total',
    header: 'Total',
    meta: { label: 'Total' },
    cell: ({ row }) => formatRupees(row.original.total),
  },
  {
    id: 'branch',
    header: 'Branch',
    meta: { label: 'Branch' },
    enableSorting: false,
    cell: ({ row }) => row.original.branch.code,
  },
];
