import type { StaffKit } from '@vastra/shared/schemas';
import { useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { useStaffBranches } from '@/features/branches';
import { formatRupees } from '@/lib/format';
import { useStaffKits } from '../api/kits';
import { KitForm } from './kit-form';

/** Kits: whole outfits composed from pieces, with a kit price or a discount on the parts. */
export function KitsPage() {
  const kits = useStaffKits();
  const branches = useStaffBranches();
  const [editing, setEditing] = useState<StaffKit | 'new' | null>(null);
  if (kits.isPending || branches.isPending) return <PageState title="Loading kits…" />;
  if (kits.isError || branches.isError) return <PageState title="Kits could not be loaded" />;
  return (
    <section>
      <h1>Kits</h1>
      <button type="button" onClick={() => setEditing('new')}>
        New kit
      </button>
      {editing ? (
        <KitForm
          key={editing === 'new' ? 'new' : editing.id}
          kit={editing === 'new' ? null : editing}
          branches={branches.data}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <table>
        <thead>
          <tr>
            <th>Code</th>
            <th>Name</th>
            <th>Branch</th>
            <th>Parts</th>
            <th>Price</th>
            <th>Offered</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {kits.data.items.map((kit) => (
            <tr key={kit.id} data-testid="kit-row">
              <td>{kit.code}</td>
              <td>{kit.name}</td>
              <td>{kit.branch.name}</td>
              <td>{kit.parts.map((p) => `${p.label} (${p.pieces.length})`).join(' + ')}</td>
              <td>{kit.price !== null ? formatRupees(kit.price) : `parts less ${kit.discountPct}%`}</td>
              <td>{kit.isActive ? 'Yes' : 'No'}</td>
              <td>
                <button type="button" onClick={() => setEditing(kit)}>
                  Edit<span className="visually-hidden"> {kit.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
