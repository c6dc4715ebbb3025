import type { StaffBranch, StaffKit, StaffKitForm } from '@vastra/shared/schemas';
import { useState } from 'react';
import { isStaffApiError } from '@/lib/api-client';
import { useSaveKit } from '../api/kits';

type PartRow = { label: string; categoryCode: string; pieces: string };

const emptyPart = (): PartRow => ({ label: '', categoryCode: '', pieces: '' });

/** The kit form: name, group, branch, kit price or discount, and each part's kind and pieces. */
export function KitForm(props: { kit: StaffKit | null; branches: StaffBranch[]; onDone: () => void }) {
  const { kit, branches, onDone } = props;
  const save = useSaveKit();
  const [name, setName] = useState(kit?.name ?? '');
  const [description, setDescription] = useState(kit?.description ?? '');
  const [group, setGroup] = useState<'men' | 'women'>(kit?.group ?? 'men');
  const [branchId, setBranchId] = useState(kit?.branch.id ?? branches[0]?.id ?? 0);
  const [pricing, setPricing] = useState<'price' | 'discount'>(kit?.price != null ? 'price' : 'discount');
  const [amount, setAmount] = useState(String(kit?.price ?? kit?.discountPct ?? ''));
  const [isActive, setIsActive] = useState(kit?.isActive ?? true);
  const [parts, setParts] = useState<PartRow[]>(
    kit?.parts.map((p) => ({
      label: p.label,
      categoryCode: p.categoryCode,
      pieces: p.pieces.map((x) => x.code).join(', '),
    })) ?? [emptyPart(), emptyPart()],
  );
  const [error, setError] = useState<string | null>(null);

  const part = (i: number, change: Partial<PartRow>) =>
    setParts(parts.map((p, k) => (k === i ? { ...p, ...change } : p)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form: StaffKitForm = {
      name,
      description,
      group,
      branchId,
      price: pricing === 'price' ? Number(amount) : null,
      discountPct: pricing === 'discount' ? Number(amount) : null,
      isActive,
      parts: parts.map((p) => ({
        label: p.label,
        categoryCode: p.categoryCode,
        pieces: p.pieces.split(/[\s,]+/).filter(Boolean),
      })),
    };
    setError(null);
    save.mutate(
      { id: kit?.id ?? null, form },
      {
        onSuccess: onDone,
        onError: (e) => {
          const fields = isStaffApiError(e) ? Object.values(e.fields) : [];
          setError(isStaffApiError(e) ? [e.message, ...fields].join(' ') : 'The kit could not be saved.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={kit ? `Edit ${kit.name}` : 'New kit'}>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <label>
        Description <input value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label>
        Group
        <select value={group} onChange={(e) => setGroup(e.target.value === 'women' ? 'women' : 'men')}>
          <option value="men">Men</option>
          <option value="women">Women</option>
        </select>
      </label>
      <label>
        Branch
        <select value={branchId} onChange={(e) => setBranchId(Number(e.target.value))}>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Priced by
        <select
          value={pricing}
          onChange={(e) => setPricing(e.target.value === 'price' ? 'price' : 'discount')}
        >
          <option value="discount">Sum of the parts less a discount (%)</option>
          <option value="price">Kit price for the base period (₹)</option>
        </select>
      </label>
      <label>
        {pricing === 'price' ? 'Kit price (₹)' : 'Kit discount (%)'}
        <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </label>
      <label>
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} /> Offered
        on the storefront
      </label>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
        <fieldset key={i}>
          <legend>Part {i + 1}</legend>
          <label>
            Label <input value={p.label} onChange={(e) => part(i, { label: e.target.value })} required />
          </label>
          <label>
            Category code{' '}
            <input
              value={p.categoryCode}
              onChange={(e) => part(i, { categoryCode: e.target.value })}
              required
            />
          </label>
          <label>
            Piece codes (one per size){' '}
            <input value={p.pieces} onChange={(e) => part(i, { pieces: e.target.value })} required />
          </label>
        </fieldset>
      ))}
      <button type="button" onClick={() => setParts([...parts, emptyPart()])}>
        Add a part
      </button>
      <button type="submit" disabled={save.isPending}>
        Save kit
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
