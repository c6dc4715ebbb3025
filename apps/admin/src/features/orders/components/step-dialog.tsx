import { todayInIndia } from '@vastra/shared/rules';
import { LineActionSchema, LostActionSchema, ReturnActionSchema } from '@vastra/shared/schemas';
import { useState } from 'react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { formValues, parseWith } from '../lib/form-values';
import { lateDays } from '../lib/late-days';
import { ACTION_WORDS, type LineActionId } from '../lib/line-actions';
import type { StaffOrderLine } from '../lib/types';

type Props = {
  step: Exclude<LineActionId, 'hand-over' | 'inspect'>;
  line: StaffOrderLine;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (body: unknown) => void;
};

const WHAT_CHANGES: Record<Props['step'], string> = {
  prepare: 'The piece goes for cleaning and alterations.',
  ready: 'The piece is ready at the branch for hand-over or delivery.',
  dispatch: 'The piece leaves the branch with the delivery person.',
  return: 'The piece is back at the branch; a late return adds the late fee to the order.',
  lost: 'The piece is not coming back: the customer is charged for it, at most its deposit.',
  close: 'The piece is done with: nothing more can happen to it.',
};

/** The simple steps of a line (and return, lost): what changes, a note, and the step's fields. */
export function StepDialog({ step, line, pending, error, onClose, onSend }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInIndia();
  const late = step === 'return' && line.returnDate ? lateDays(line.returnDate, today) : 0;
  const send = (form: HTMLFormElement) => {
    const values: Record<string, string> = { lineId: line.id, ...formValues(form) };
    const schema =
      step === 'return' ? ReturnActionSchema : step === 'lost' ? LostActionSchema : LineActionSchema;
    const input = step === 'lost' && values.amount ? { ...values, amount: Number(values.amount) } : values;
    const parsed = parseWith(schema, input);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onSend(parsed.data);
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`${ACTION_WORDS[step]}: ${line.productCode}`}
      description={WHAT_CHANGES[step]}
      confirmLabel={ACTION_WORDS[step]}
      pending={pending}
      error={problem ?? error}
      onConfirm={send}
    >
      {step === 'return' ? (
        <>
          <TextField
            id="returned-on"
            name="returnedOn"
            label="Returned on"
            type="date"
            defaultValue={today}
          />
          {late > 0 ? (
            <p className="badge badge-warn" role="status">
              {late} {late === 1 ? 'day' : 'days'} late: a late fee will be charged
            </p>
          ) : null}
          <TextField
            id="waive-reason"
            name="waiveReason"
            label="Waive the late fee because (optional)"
            hint="Leave empty to charge the late fee."
          />
        </>
      ) : null}
      {step === 'lost' ? (
        <TextField
          id="lost-amount"
          name="amount"
          label="Charge (₹, optional)"
          inputMode="numeric"
          hint={`At most the deposit, ₹${line.deposit}. Empty charges the whole deposit.`}
        />
      ) : null}
      <TextField id={`${step}-note`} name="note" label="Note (optional)" maxLength={500} />
    </ActionDialog>
  );
}
