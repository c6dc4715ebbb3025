import { COUNTER_METHODS, CounterPaymentSchema } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { staffApi } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { formValues, parseWith } from '../lib/form-values';
import type { StaffOrderLine } from '../lib/types';

type Props = {
  orderId: string;
  line: StaffOrderLine;
  due: number;
  /** The customer's store credit: offered as the first part of the payment. */
  creditAvailable?: number;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (step: 'payments' | 'hand-over', body: unknown) => void;
};

const METHOD_WORDS = { upi: 'UPI', cash: 'Cash', card: 'Card' } as const;

/**
 * Hand-over asks for the money first: while anything is due (balance, deposit) staff record what
 * the customer paid at the counter, with its reference, or send a payment link; then hand over.
 */
export function HandOverDialog(props: Props) {
  const { orderId, line, due, pending, error, onClose, onSend, creditAvailable = 0 } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const collect = (form: HTMLFormElement) => {
    const values = formValues(form);
    const parsed = parseWith(CounterPaymentSchema, {
      ...values,
      amount: Number(values.amount ?? 0),
      useCredit: values.useCredit === 'on',
    });
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onSend('payments', parsed.data);
  };
  const sendLink = async () => {
    setLinking(true);
    try {
      await staffApi.post(`/api/staff/orders/${encodeURIComponent(orderId)}/payment-link`);
      toast.success(`A payment link for ${formatRupees(due)} is open for the customer.`);
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : 'The payment link could not be sent.');
    } finally {
      setLinking(false);
    }
  };

  if (due <= 0)
    return (
      <ActionDialog
        open
        onClose={onClose}
        title={`Hand over ${line.productCode}`}
        description="Nothing is due. The piece goes to the customer now."
        confirmLabel="Hand over"
        pending={pending}
        error={error}
        onConfirm={(form) => onSend('hand-over', { lineId: line.id, ...formValues(form) })}
      >
        <TextField id="handover-note" name="note" label="Note (optional)" maxLength={500} />
      </ActionDialog>
    );

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Collect ${formatRupees(due)} before hand-over`}
      description={`The customer still owes ${formatRupees(due)} (balance and deposit). Record what they paid, or send a payment link.`}
      confirmLabel="Record payment"
      pending={pending}
      error={problem ?? error}
      onConfirm={collect}
    >
      <div className="field">
        <label className="field-label" htmlFor="pay-kind">
          For
        </label>
        <select id="pay-kind" name="kind" className="select" defaultValue="payment">
          <option value="payment">Balance and deposit together</option>
          <option value="balance">Balance</option>
          <option value="deposit">Deposit</option>
        </select>
      </div>
      <fieldset>
        <legend>Paid by</legend>
        {COUNTER_METHODS.map((method, i) => (
          <label key={method} className="check">
            <input type="radio" name="method" value={method} defaultChecked={i === 0} />{' '}
            {METHOD_WORDS[method]}
          </label>
        ))}
      </fieldset>
      <TextField
        id="pay-amount"
        name="amount"
        label="Amount (₹)"
        inputMode="numeric"
        defaultValue={String(due)}
      />
      {creditAvailable > 0 ? (
        <label className="check">
          <input type="checkbox" name="useCredit" />{' '}
          {`Use store credit (${formatRupees(creditAvailable)} available); the rest of the amount is paid as above`}
        </label>
      ) : null}
      <TextField
        id="pay-reference"
        name="reference"
        label="Reference (UPI or card slip no.)"
        maxLength={100}
      />
      <button type="button" className="btn btn-ghost" onClick={() => void sendLink()} disabled={linking}>
        {linking ? 'Opening…' : 'Send a payment link instead'}
      </button>
    </ActionDialog>
  );
}
