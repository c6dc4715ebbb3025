import { type BulkPriceResult, BulkPriceSchema, type PieceFilter } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { useBulkPrice } from '../api/pieces';

type Props = { filter: PieceFilter; onClose: () => void };

/**
 * Changes the price of every piece the list's filter finds (rent of rentals, sale price of sales)
 * by a percent or an amount: first a preview of how many and a few examples, then the change.
 */
export function BulkPriceDialog({ filter, onClose }: Props) {
  const bulk = useBulkPrice();
  const [preview, setPreview] = useState<(BulkPriceResult & { key: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Change prices"
      description="Applies to every piece the list's search and filters find, at your branches. Preview first; the change is written to the audit log."
      confirmLabel={preview ? `Change ${preview.count} prices` : 'Preview'}
      pending={bulk.isPending}
      error={problem}
      onConfirm={(element) => {
        const data = Object.fromEntries(new FormData(element).entries()) as Record<string, string>;
        const key = `${data.kind}:${data.value}`;
        const apply = preview !== null && preview.key === key;
        const parsed = BulkPriceSchema.safeParse({
          filter,
          kind: data.kind,
          value: Number(data.value),
          preview: !apply,
        });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the change.');
        setProblem(null);
        bulk.mutate(parsed.data, {
          onSuccess: (result) => {
            if (!result.applied) return setPreview({ ...result, key });
            toast.success(`${result.count} prices changed`);
            onClose();
          },
          onError: (error) => setProblem(error.message),
        });
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="bulk-kind">
          Change by
        </label>
        <select id="bulk-kind" name="kind" className="select" onChange={() => setPreview(null)}>
          <option value="percent">Percent (−90 to 300)</option>
          <option value="amount">Amount in rupees</option>
        </select>
      </div>
      <TextField
        id="bulk-value"
        name="value"
        label="Change (e.g. 10 or -5)"
        inputMode="decimal"
        required
        onChange={() => setPreview(null)}
      />
      {preview ? (
        <div aria-live="polite">
          <p>
            <strong>{preview.count}</strong> piece{preview.count === 1 ? '' : 's'} will change, for example:
          </p>
          <ul>
            {preview.sample.map((s) => (
              <li key={s.code}>
                {s.code} {s.name}: {formatRupees(s.before)} → {formatRupees(s.after)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ActionDialog>
  );
}
