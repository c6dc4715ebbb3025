import { formatRupees, quoteCredit } from '@vastra/shared/rules';
import type { Cart, Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import type { Stage } from '../hooks/use-place-order';
import styles from './checkout.module.css';

/** The cancellation rule as the account's orders page states it. */
const ADVANCE_NOT_REFUNDED = 'Booking advance will not be refunded if you cancel the order.';

type PaymentTermsDialogProps = {
  open: boolean;
  totals: Cart['totals'];
  /** Store credit the order will use (0: none). */
  creditAvailable?: number;
  settings: Settings;
  stage: Stage;
  onConfirm: () => void;
  /** Close: the cart moves to the wishlist. */
  onClose: () => void;
  /** Escape, the backdrop or ×: back to the form, nothing moved. */
  onDismiss: () => void;
};

/** 'Payment Terms': the advance now, the balance before delivery, the cancellation rule; Close / Confirm. */
export function PaymentTermsDialog(props: PaymentTermsDialogProps) {
  const { open, totals, settings, stage, onConfirm, onClose, onDismiss, creditAvailable = 0 } = props;
  const quote = quoteCredit(totals, creditAvailable);
  const { creditIfDaysBeforeDeliveryOver: days, storeCreditValidityDays } = settings.cancellation;
  const busy = stage !== 'idle';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onDismiss()}
      title="Payment Terms"
      description="Please read these before you pay."
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onClose}
            disabled={busy}
            aria-label="Close and move my items to the wishlist"
          >
            {stage === 'moving' ? 'Moving…' : 'Close'}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {stage === 'placing' ? 'Placing order…' : stage === 'paying' ? 'Opening payment…' : 'Confirm'}
          </button>
        </>
      }
    >
      <ul className={styles.terms}>
        <li>
          You pay a booking advance of <strong>{totals.advancePct}%</strong> of the total now:{' '}
          <strong className="price" data-testid="terms-advance">
            {formatRupees(totals.advance)}
          </strong>
          .
        </li>
        {quote.credit > 0 ? (
          <li>
            Your store credit pays <strong className="price">{formatRupees(quote.credit)}</strong>; you pay{' '}
            <strong className="price" data-testid="terms-pay-now">
              {formatRupees(quote.payNow)}
            </strong>{' '}
            online now.
          </li>
        ) : null}
        <li>
          The balance of <strong className="price">{formatRupees(quote.balanceDue)}</strong> is paid before
          delivery.
        </li>
        <li>
          <strong>{ADVANCE_NOT_REFUNDED}</strong> Only an order cancelled more than {days} days before
          delivery has its advance returned, as store credit valid for {storeCreditValidityDays} days.
        </li>
        {totals.orderType === 'rent' ? (
          <li>
            The refundable deposit comes back within {settings.deposit.refundWithinDays} days of the return.
          </li>
        ) : null}
      </ul>
      <p className={styles.termsNote}>Close moves the items in your bag to your wishlist.</p>
    </Dialog>
  );
}
