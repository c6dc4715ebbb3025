import type { ColumnDef } from '@tanstack/react-table';
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryQuery,
  EnquiryQuerySchema,
} from '@vastra/shared/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { formatMoment } from '@/lib/format';
import { withParam } from '@/lib/search-params';
import { useEnquiries } from '../api/enquiries';
import { EnquiryDialog } from './enquiry-dialog';
import { KIND_WORDS, STATUS_WORDS } from './enquiry-words';

const PAGE_SIZE = 50;
const BADGE = { new: 'badge badge-warn', in_progress: 'badge', done: 'badge badge-good' } as const;

function columns(onOpen: (e: Enquiry) => void): ColumnDef<Enquiry, unknown>[] {
  const col = (
    id: string,
    header: string,
    cell: (e: Enquiry) => React.ReactNode,
  ): ColumnDef<Enquiry, unknown> => ({
    id,
    header,
    enableSorting: false,
    meta: { label: header },
    cell: ({ row }) => cell(row.original),
  });
  return [
    col('when', 'When', (e) => formatMoment(e.createdAt)),
    col('kind', 'Kind', (e) => KIND_WORDS[e.kind]),
    col('from', 'From', (e) => (
      <>
        <strong>{e.name || '-'}</strong>
        {e.contact ? <div>{e.contact}</div> : null}
      </>
    )),
    col('what', 'What', (e) => (
      <>
        <div style={{ overflowWrap: 'anywhere' }}>{e.summary}</div>
        {Object.entries(e.details).map(([label, value]) => (
          <div key={label}>
            <small>
              {label}: {value}
            </small>
          </div>
        ))}
      </>
    )),
    col('branch', 'Branch', (e) => e.branchCode ?? 'Shop'),
    col('status', 'Status', (e) => (
      <>
        <span className={BADGE[e.status]}>{STATUS_WORDS[e.status]}</span>
        {e.note ? <div style={{ overflowWrap: 'anywhere' }}>{e.note}</div> : null}
      </>
    )),
    col('handled', 'Handled by', (e) =>
      e.handledBy && e.handledAt ? `${e.handledBy}, ${formatMoment(e.handledAt)}` : '-',
    ),
    col('action', 'Action', (e) => (
      <button type="button" className="btn btn-outline" onClick={() => onOpen(e)}>
        Update
      </button>
    )),
  ];
}

/** /enquiries: contact messages, franchise applications, fit-checks and sign-ups, by kind and status. */
export function EnquiriesPage() {
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState<Enquiry | null>(null);
  const parsed = EnquiryQuerySchema.safeParse({
    ...Object.fromEntries(search.entries()),
    pageSize: PAGE_SIZE,
  });
  const query: Partial<EnquiryQuery> = parsed.success ? parsed.data : { page: 1, pageSize: PAGE_SIZE };
  const enquiries = useEnquiries(query);
  const set = (name: string, value: string) => setSearch(withParam(search, name, value));
  return (
    <>
      <h1 className="page-title">Enquiries</h1>
      <div className="setting-fields" style={{ marginBottom: 16 }}>
        <label className="field">
          <span className="field-label">Kind</span>
          <select className="select" value={query.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
            <option value="">Every kind</option>
            {ENQUIRY_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Status</span>
          <select
            className="select"
            value={query.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">Every status</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {enquiries.isError ? (
        <PageState title="The enquiries could not load">
          <p>{enquiries.error.message}</p>
        </PageState>
      ) : enquiries.data ? (
        <DataTable
          caption="Enquiries"
          rows={enquiries.data.items}
          columns={columns(setOpen)}
          total={enquiries.data.total}
          page={enquiries.data.page}
          pageSize={PAGE_SIZE}
          sorting={[]}
          onSortingChange={() => {}}
          onPageChange={(page) => set('page', String(page))}
          rowKey={(row) => `${row.kind}-${row.id}`}
          loading={enquiries.isFetching}
        />
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
      {open ? <EnquiryDialog enquiry={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
