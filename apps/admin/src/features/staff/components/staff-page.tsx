import type { ColumnDef } from '@tanstack/react-table';
import type { StaffAccount } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { useStaffBranches } from '@/features/branches';
import { useSaveStaffAccount, useStaffAccounts } from '../api/staff-accounts';
import { StaffForm } from './staff-form';

/** The owner's staff screen: every account, add one, change role and branches, disable or enable. */
export function StaffPage() {
  const accounts = useStaffAccounts();
  const branches = useStaffBranches();
  const save = useSaveStaffAccount();
  const [editing, setEditing] = useState<StaffAccount | 'new' | null>(null);
  const codes = new Map((branches.data ?? []).map((b) => [b.id, b.code]));
  const toggle = (account: StaffAccount) =>
    save.mutate(
      { id: account.id, body: { active: !account.active } },
      {
        onSuccess: () => toast.success(`${account.name} ${account.active ? 'disabled' : 'enabled'}`),
        onError: (error) => toast.error(error.message),
      },
    );
  const columns: ColumnDef<StaffAccount, unknown>[] = [
    {
      enableSorting: false,
      id: 'name',
      header: 'Name',
      meta: { label: 'Name' },
      cell: ({ row }) => row.original.name,
    },
    {
      enableSorting: false,
      id: 'mobile',
      header: 'Mobile',
      meta: { label: 'Mobile' },
      cell: ({ row }) => row.original.mobile,
    },
    {
      enableSorting: false,
      id: 'role',
      header: 'Role',
      meta: { label: 'Role' },
      cell: ({ row }) => row.original.role,
    },
    {
      enableSorting: false,
      id: 'branches',
      header: 'Branches',
      meta: { label: 'Branches' },
      cell: ({ row }) =>
        row.original.role === 'owner'
          ? 'All'
          : row.original.branchIds.map((id) => codes.get(id) ?? id).join(', '),
    },
    {
      enableSorting: false,
      id: 'actions',
      header: 'Actions',
      meta: { label: '' },
      cell: ({ row }) => (
        <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(row.original)}>
            Change<span className="visually-hidden"> {row.original.name}</span>
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => toggle(row.original)}>
            {row.original.active ? 'Disable' : 'Enable'}
            <span className="visually-hidden"> {row.original.name}</span>
          </button>
        </span>
      ),
    },
  ];

  if (accounts.isError)
    return (
      <PageState title="Staff could not load">
        <p>{accounts.error.message}</p>
      </PageState>
    );
  const items = accounts.data?.items ?? [];
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h1 className="page-title">Staff</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Add staff member
        </button>
      </div>
      <DataTable
        caption="Staff accounts"
        rows={items}
        columns={columns}
        total={items.length}
        page={1}
        pageSize={Math.max(items.length, 1)}
        sorting={[]}
        onSortingChange={() => {}}
        onPageChange={() => {}}
        rowKey={(row) => row.id}
        loading={accounts.isFetching}
      />
      {editing ? (
        <StaffForm
          account={editing === 'new' ? null : editing}
          branches={branches.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
