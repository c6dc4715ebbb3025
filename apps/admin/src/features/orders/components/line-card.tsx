import { useState } from 'react';
import { toast } from 'sonner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDay, formatRupees } from '@/lib/format';
import { useOrderAction } from '../api/order-action';
import { ACTION_WORDS, type LineActionId, lineActions } from '../lib/line-actions';
import type { StaffOrderLine } from '../lib/types';
import { HandOverDialog } from './hand-over-dialog';
import { InspectDialog } from './inspect-dialog';
import styles from './order-detail.module.css';
import { StepDialog } from './step-dialog';

type Props = {
  orderId: string;
  line: StaffOrderLine;
  deliveryType: 'home' | 'pickup';
  due: number;
  /** The customer's store credit, which the counter payment may use. */
  creditAvailable?: number;
  /** A step to open at once (from a scanned tag), when the line may take it now. */
  initialStep?: string | null;
};

/** One piece of the order: its dates, money, measurements, status, and the steps it may take now. */
export function LineCard({
  orderId,
  line,
  deliveryType,
  due,
  creditAvailable = 0,
  initialStep = null,
}: Props) {
  const [open, setOpen] = useState<LineActionId | null>(
    () => lineActions(line, deliveryType).find((id) => id === initialStep) ?? null,
  );
  const action = useOrderAction(orderId);
  const error = action.error?.message ?? null;
  const run = (step: string, payload: { body?: unknown; form?: FormData }, closes = true) =>
    action.mutate(
      { step, ...payload },
      {
        onSuccess: () => {
          toast.success(step === 'payments' ? 'Payment recorded' : `${line.productCode}: done`);
          if (closes) setOpen(null);
        },
      },
    );
  const close = () => {
    action.reset();
    setOpen(null);
  };
  const measurements = Object.entries(line.measurements).filter(
    ([, value]) => value !== null && value !== '',
  );

  return (
    <article className={styles.line} aria-label={`${line.productCode} ${line.productName}`}>
      <div className={styles.lineHead}>
        <strong>
          {line.productCode} · {line.productName}
        </strong>
        <StatusBadge status={line.status} />
      </div>
      <dl className={styles.facts}>
        <dt>{line.type === 'rent' ? 'Rent' : 'Price'}</dt>
        <dd>
          {formatRupees(line.price)}
          {line.type === 'rent' ? ` for ${line.period} days · deposit ${formatRupees(line.deposit)}` : ''}
        </dd>
        {line.size ? (
          <>
            <dt>Size</dt>
            <dd>{line.size}</dd>
          </>
        ) : null}
        <dt>Dates</dt>
        <dd>
          Delivery {formatDay(line.deliveryDate)} · event {formatDay(line.eventDate)} · return{' '}
          {formatDay(line.returnDate)}
        </dd>
        {measurements.length ? (
          <>
            <dt>Measurements</dt>
            <dd>{measurements.map(([name, value]) => `${name}: ${String(value)}`).join(', ')}</dd>
          </>
        ) : null}
        {line.remark ? (
          <>
            <dt>Remark</dt>
            <dd>{line.remark}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {lineActions(line, deliveryType).map((id) => (
          <button
            key={id}
            type="button"
            className={id === 'lost' ? 'btn btn-outline' : 'btn btn-primary'}
            onClick={() => setOpen(id)}
          >
            {ACTION_WORDS[id]}
          </button>
        ))}
      </div>
      {open === 'hand-over' ? (
        <HandOverDialog
          orderId={orderId}
          line={line}
          due={due}
          creditAvailable={creditAvailable}
          pending={action.isPending}
          error={error}
          onClose={close}
          onSend={(step, body) => run(step, { body }, step === 'hand-over')}
        />
      ) : open === 'inspect' ? (
        <InspectDialog
          line={line}
          pending={action.isPending}
          error={error}
          onClose={close}
          onSend={(form) => run('inspect', { form })}
        />
      ) : open ? (
        <StepDialog
          step={open}
          line={line}
          pending={action.isPending}
          error={error}
          onClose={close}
          onSend={(body) => run(open, { body })}
        />
      ) : null}
    </article>
  );
}
