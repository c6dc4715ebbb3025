import type { SortingState } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { withParam } from '@/lib/search-params';
import { useBranchCode } from '@/lib/staff-session';
import { useExportOrders } from '../api/export-orders';
import { useStaffOrders } from '../api/get-orders';
import { PAGE_SIZE, queryFromSearch } from '../lib/list-query';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';
import styles from './orders.module.css';

/** Orders of the member's branches: search, filters, sort and paging by the server; CSV export. */
export function OrderListPage() {
  const [search, setSearch] = useSearchParams();
  const branch = useBranchCode();
  const query = queryFromSearch(search, branch);
  const orders = useStaffOrders(query);
  const exportCsv = useExportOrders();
  const change = (name: string, value: string | null) => setSearch(withParam(search, name, value));
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.dir !== 'asc' }] : [];

  return (
    <>
      <div className={styles.head}>
        <h1 className="page-title">Orders</h1>
        <button
          type="button"
          className="btn btn-outline"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(query, { onError: (error) => toast.error(`Export failed: ${error.message}`) })
          }
        >
          <Download size={18} aria-hidden="true" /> {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <OrderFilters key={query.q ?? ''} query={query} onChange={change} />
      {orders.isError ? (
        <PageState title="Orders could not load">
          <p>{orders.error.message}</p>
        </PageState>
      ) : orders.data ? (
        <DataTable
          caption="Orders"
          rows={orders.data.items}
          columns={orderColumns}
          total={orders.data.total}
          page={orders.data.page}
          pageSize={PAGE_SIZE}
          sorting={sorting}
          loading={orders.isFetching}
          rowKey={(row) => row.id}
          onSortingChange={(next) => {
            const first = next[0];
            const params = withParam(search, 'sort', first?.id ?? null);
            setSearch(withParam(params, 'dir', first ? (first.desc ? 'desc' : 'asc') : null));
          }}
          onPageChange={(page) => setSearch(withParam(search, 'page', String(page)))}
        />
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </>
  );
}
