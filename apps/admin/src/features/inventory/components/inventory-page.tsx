import type { SortingState } from '@tanstack/react-table';
import type { StaffRole } from '@vastra/shared/schemas';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { withParam } from '@/lib/search-params';
import { useBranchCode } from '@/lib/staff-session';
import { usePieces } from '../api/pieces';
import { filterOf, PAGE_SIZE, pieceQueryFromSearch } from '../lib/list-query';
import { BulkPriceDialog } from './bulk-price-dialog';
import styles from './inventory.module.css';
import { InventoryFilters } from './inventory-filters';
import { pieceColumns } from './piece-columns';

/** The pieces of the member's branches: search, filters, sort and paging by the server. */
export function InventoryPage({ role }: { role: StaffRole }) {
  const [search, setSearch] = useSearchParams();
  const query = pieceQueryFromSearch(search, useBranchCode());
  const pieces = usePieces(query);
  const [bulk, setBulk] = useState(false);
  const canManage = role !== 'staff';
  const change = (name: string, value: string | null) => setSearch(withParam(search, name, value));
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.dir === 'desc' }] : [];

  return (
    <>
      <div className={styles.head}>
        <h1 className="page-title">Inventory</h1>
        {canManage ? (
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={() => setBulk(true)}>
              <Tags size={18} aria-hidden="true" /> Change prices
            </button>
            <Link className="btn btn-primary" to={paths.newPiece}>
              <Plus size={18} aria-hidden="true" /> Add a piece
            </Link>
          </div>
        ) : null}
      </div>
      <InventoryFilters key={query.q ?? ''} query={query} onChange={change} />
      {pieces.isError ? (
        <PageState title="The inventory could not load">
          <p>{pieces.error.message}</p>
        </PageState>
      ) : pieces.data ? (
        <DataTable
          caption="Pieces"
          rows={pieces.data.items}
          columns={pieceColumns}
          total={pieces.data.total}
          page={pieces.data.page}
          pageSize={PAGE_SIZE}
          sorting={sorting}
          loading={pieces.isFetching}
          rowKey={(row) => String(row.id)}
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
      {bulk ? <BulkPriceDialog filter={filterOf(query)} onClose={() => setBulk(false)} /> : null}
    </>
  );
}
