import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { ShieldCheck } from 'lucide-react';
import styles from './membership.module.css';

type Plan = Settings['membership']['plans'][number];

type LocalPaymentDialogProps = {
  open: boolean;
  plan: Plan;
  amountPaise: number;
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
};

/**
 * The built-in (local) gateway's confirm step: the amount, then Pay or Cancel. Shown only when
 * the shop runs without a real gateway (development, tests, demos); no money moves.
 */
export function LocalPaymentDialog({
  open,
  plan,
  amountPaise,
  paying,
  onPay,
  onCancel,
}: LocalPaymentDialogProps) {
  const amount = formatRupees(amountPaise / 100);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      size="sm"
      title="Confirm your payment"
      description="Vastra test payment page: this shop is running with its built-in gateway, so no money is taken."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={paying}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onPay} disabled={paying}>
            {paying ? 'Paying...' : `Pay ${amount}`}
          </button>
        </>
      }
    >
      <dl className={styles.payment}>
        <div>
          <dt>Membership</dt>
          <dd>
            Plan {plan.code} {plan.name}
          </dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{plan.discountPct}% off rent</dd>
        </div>
        <div className={styles.paymentTotal}>
          <dt>Amount</dt>
          <dd className="price">{amount}</dd>
        </div>
      </dl>
      <p className={styles.paymentNote}>
        <ShieldCheck size={16} aria-hidden="true" /> The result is signed and checked by the server exactly as
        a card payment would be.
      </p>
    </Dialog>
  );
}
