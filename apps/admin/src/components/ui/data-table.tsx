import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './data-table.module.css';

type DataTableProps<Row> = {
  caption: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  total: number;
  page: number;
  pageSize: number;
  /** The server's sort: one column id and its direction. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onPageChange: (page: number) => void;
  rowKey: (row: Row) => string;
  loading?: boolean;
};

/**
 * The one list of the back office on TanStack Table: sorting and paging happen on the server (the
 * table only asks), and on a phone each row becomes a card with its column names as labels.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, rows, columns, total, page, pageSize, sorting, rowKey, loading } = props;
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) =>
      props.onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getRowId: rowKey,
  });
  const pages = table.getPageCount();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className={styles.wrap} aria-busy={loading || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        {sorted === 'asc' ? <ArrowUp size={14} aria-hidden="true" /> : null}
                        {sorted === 'desc' ? <ArrowDown size={14} aria-hidden="true" /> : null}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.meta?.label ?? '')}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className={styles.pager} aria-label="Pages">
        <span aria-live="polite">{total === 0 ? 'Nothing found' : `${first}–${last} of ${total}`}</span>
        <button
          type="button"
          className="btn-icon"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => props.onPageChange(page - 1)}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn-icon"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => props.onPageChange(page + 1)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </nav>
    </div>
  );
}
