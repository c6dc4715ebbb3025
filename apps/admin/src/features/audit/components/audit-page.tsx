import type { ColumnDef } from '@tanstack/react-table';
import {
  type AuditQuery,
  AuditQuerySchema,
  type AuditPage as Page,
  type StaffAccount,
} from '@vastra/shared/schemas';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format';
import { withParam } from '@/lib/search-params';
import { useAudit } from '../api/get-audit';

type Row = Page['items'][number];
const PAGE_SIZE = 50;

const show = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

const columns: ColumnDef<Row, unknown>[] = [
  {
    id: 'when',
    header: 'When',
    enableSorting: false,
    meta: { label: 'When' },
    cell: ({ row }) => formatMoment(row.original.createdAt),
  },
  {
    id: 'who',
    header: 'Who',
    enableSorting: false,
    meta: { label: 'Who' },
    cell: ({ row }) => `${row.original.staffName} (${row.original.ip})`,
  },
  {
    id: 'what',
    header: 'What',
    enableSorting: false,
    meta: { label: 'What' },
    cell: ({ row }) => `${row.original.action} · ${row.original.entity}`,
  },
  {
    id: 'order',
    header: 'Order',
    enableSorting: false,
    meta: { label: 'Order' },
    cell: ({ row }) =>
      row.original.orderId ? <Link to={paths.order(row.original.orderId)}>Open order</Link> : '-',
  },
  {
    id: 'change',
    header: 'Before → after',
    enableSorting: false,
    meta: { label: 'Change' },
    cell: ({ row }) => (
      <code style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {show(row.original.before)} → {show(row.original.after)}
      </code>
    ),
  },
];

/** The owner's audit log: who did what, when, from where, before → after; filtered by the address. */
export function AuditLogPage({ members }: { members: StaffAccount[] }) {
  const [search, setSearch] = useSearchParams();
  const parsed = AuditQuerySchema.safeParse({ ...Object.fromEntries(search.entries()), pageSize: PAGE_SIZE });
  const query: Partial<AuditQuery> = parsed.success ? parsed.data : { page: 1, pageSize: PAGE_SIZE };
  const audit = useAudit(query);
  const set = (name: string, value: string) => setSearch(withParam(search, name, value));
  return (
    <>
      <h1 className="page-title">Audit log</h1>
      <div
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          marginBottom: 16,
        }}
      >
        <label className="field">
          <span className="field-label">Staff member</span>
          <select
            className="select"
            value={query.staffId ?? ''}
            onChange={(e) => set('staffId', e.target.value)}
          >
            <option value="">Everyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Order id</span>
          <input
            className="input"
            defaultValue={query.orderId ?? ''}
            onBlur={(e) => set('orderId', e.target.value.trim())}
          />
        </label>
        <label className="field">
          <span className="field-label">From</span>
          <input
            className="input"
            type="date"
            value={query.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">To</span>
          <input
            className="input"
            type="date"
            value={query.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
      </div>
      {audit.isError ? (
        <PageState title="The audit log could not load">
          <p>{audit.error.message}</p>
        </PageState>
      ) : audit.data ? (
        <DataTable
          caption="Audit log"
          rows={audit.data.items}
          columns={columns}
          total={audit.data.total}
          page={audit.data.page}
          pageSize={PAGE_SIZE}
          sorting={[]}
          onSortingChange={() => {}}
          onPageChange={(page) => set('page', String(page))}
          rowKey={(row) => row.id}
          loading={audit.isFetching}
        />
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </>
  );
}
