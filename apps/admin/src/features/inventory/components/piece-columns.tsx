import type { ColumnDef } from '@tanstack/react-table';
import type { StaffPieceRow } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay, formatRupees } from '@/lib/format';
import { STATUS_WORDS } from '../lib/list-query';
import styles from './inventory.module.css';

/** The inventory table's columns; the ids are the server's sort names where a column sorts. */
export const pieceColumns: ColumnDef<StaffPieceRow, unknown>[] = [
  {
    id: 'photo',
    header: 'Photo',
    meta: { label: 'Photo' },
    enableSorting: false,
    cell: ({ row }) =>
      row.original.photo ? (
        <img className={styles.thumb} src={row.original.photo} alt="" loading="lazy" />
      ) : (
        '–'
      ),
  },
  {
    id: 'code',
    header: 'Code',
    meta: { label: 'Code' },
    cell: ({ row }) => (
      <Link to={paths.piece(row.original.id)} aria-label={`Piece ${row.original.code}`}>
        {row.original.code}
      </Link>
    ),
  },
  { id: 'name', header: 'Name', meta: { label: 'Name' }, cell: ({ row }) => row.original.name },
  {
    id: 'category',
    header: 'Category',
    meta: { label: 'Category' },
    enableSorting: false,
    cell: ({ row }) => `${row.original.categoryName} · ${row.original.sizeLabel}`,
  },
  {
    id: 'price',
    header: 'Price',
    meta: { label: 'Price' },
    cell: ({ row }) =>
      row.original.type === 'rent'
        ? `${formatRupees(row.original.baseRent)} rent`
        : `${formatRupees(row.original.salePrice)} (MRP ${formatRupees(row.original.mrp)})`,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { label: 'Status' },
    enableSorting: false,
    cell: ({ row }) => {
      const { status, arrivesOn, isOnline } = row.original;
      const words =
        status === 'moving' && arrivesOn ? `Moving, arrives ${formatDay(arrivesOn)}` : STATUS_WORDS[status];
      return `${words}${isOnline ? '' : ' · offline'}`;
    },
  },
  {
    id: 'branch',
    header: 'Branch',
    meta: { label: 'Branch' },
    enableSorting: false,
    cell: ({ row }) => row.original.branch.code,
  },
];
