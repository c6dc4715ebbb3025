import {
  COUNTER_METHODS,
  RefundActionSchema,
  type StaffOrderDetail,
  type StaffRole,
} from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { useOrderAction } from '../api/order-action';
import { formValues, parseWith } from '../lib/form-values';
import { orderActions } from '../lib/line-actions';
import styles from './order-detail.module.css';

const METHOD_WORDS = { upi: 'UPI', cash: 'Cash', card: 'Card' } as const;

/** Order-wide steps: refund what the shop owes back (owners, managers), cancel for the customer. */
export function OrderMoneyActions({ order, role }: { order: StaffOrderDetail; role: StaffRole }) {
  const [open, setOpen] = useState<'refund' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useOrderAction(order.id);
  const { refundable } = order.ledger.summary;
  const actions = orderActions({ status: order.status, refundable, role, lines: order.lines });
  if (actions.length === 0) return null;
  const close = () => {
    action.reset();
    setProblem(null);
    setOpen(null);
  };
  const run = (step: 'refund' | 'cancel', body: unknown) =>
    action.mutate(
      { step, body },
      {
        onSuccess: () => {
          toast.success(step === 'refund' ? 'Refund recorded' : 'Order cancelled');
          close();
        },
      },
    );

  return (
    <div className={styles.actions}>
      {actions.includes('refund') ? (
        <button type="button" className="btn btn-primary" onClick={() => setOpen('refund')}>
          Refund {formatRupees(refundable)}
        </button>
      ) : null}
      {actions.includes('cancel') ? (
        <button type="button" className="btn btn-outline" onClick={() => setOpen('cancel')}>
          Cancel order
        </button>
      ) : null}
      {open === 'refund' ? (
        <ActionDialog
          open
          onClose={close}
          title={`Refund ${formatRupees(refundable)}`}
          description="What the shop owes back goes to the customer: through the gateway to an online payment, or at the counter."
          confirmLabel="Refund"
          pending={action.isPending}
          error={problem ?? action.error?.message}
          onConfirm={(form) => {
            const parsed = parseWith(RefundActionSchema, formValues(form));
            if (!parsed.ok) return setProblem(parsed.message);
            run('refund', parsed.data);
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="refund-method">
              Paid back by
            </label>
            <select
              id="refund-method"
              name="method"
              className="select"
              defaultValue={order.paidOnline ? '' : 'upi'}
            >
              {order.paidOnline ? <option value="">The payment gateway (online payments)</option> : null}
              {COUNTER_METHODS.map((method) => (
                <option key={method} value={method}>
                  {METHOD_WORDS[method]} at the counter
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="refund-reference"
            name="reference"
            label="Reference (for a counter refund)"
            maxLength={100}
          />
          <TextField id="refund-note" name="note" label="Note (optional)" maxLength={500} />
        </ActionDialog>
      ) : null}
      {open === 'cancel' ? (
        <ActionDialog
          open
          onClose={close}
          title="Cancel this order?"
          description="The order is cancelled for the customer under the cancellation policy; what they paid is refunded or kept as credit by that policy."
          confirmLabel="Cancel order"
          pending={action.isPending}
          error={action.error?.message}
          onConfirm={(form) => run('cancel', formValues(form))}
        >
          <TextField id="cancel-note" name="note" label="Why (optional)" maxLength={500} />
        </ActionDialog>
      ) : null}
    </div>
  );
}
