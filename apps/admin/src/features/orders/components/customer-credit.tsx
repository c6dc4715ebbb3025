import { CreditAdjustSchema, type StaffRole } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatDay, formatRupees } from '@/lib/format';
import { useAdjustCredit, useCustomerCredit } from '../api/customer-credit';
import { formValues, parseWith } from '../lib/form-values';

/** The customer's store credit (what can be spent, the next expiry); owners and managers adjust it. */
export function CustomerCredit({ customerId, role }: { customerId: string; role: StaffRole }) {
  const credit = useCustomerCredit(customerId);
  const adjust = useAdjustCredit(customerId);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!credit.data) return null;
  const next = credit.data.grants[0];
  return (
    <div>
      Store credit: <strong>{formatRupees(credit.data.balance)}</strong>
      {next?.expiresOn ? ` (first expiry ${formatDay(next.expiresOn)})` : ''}{' '}
      {role !== 'staff' ? (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          Adjust credit
        </button>
      ) : null}
      {open ? (
        <ActionDialog
          open
          onClose={() => setOpen(false)}
          title="Adjust store credit"
          description="A positive amount adds credit, a negative one takes it back. The reason is kept in the audit log."
          confirmLabel="Save"
          pending={adjust.isPending}
          error={problem ?? adjust.error?.message}
          onConfirm={(form) => {
            const values = formValues(form);
            const parsed = parseWith(CreditAdjustSchema, { ...values, amount: Number(values.amount ?? 0) });
            if (!parsed.ok) return setProblem(parsed.message);
            setProblem(null);
            adjust.mutate(parsed.data, {
              onSuccess: () => {
                toast.success('Store credit saved');
                setOpen(false);
              },
            });
          }}
        >
          <TextField
            id="credit-amount"
            name="amount"
            label="Amount (₹, − to take back)"
            inputMode="numeric"
          />
          <TextField id="credit-reason" name="reason" label="Reason" maxLength={500} />
        </ActionDialog>
      ) : null}
    </div>
  );
}
