import { cancellationOutcome, todayInIndia } from '@vastra/shared/rules';
import type { CancelResult, OrderDetail, Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import styles from './orders.module.css';

type CancelOrderDialogProps = {
  open: boolean;
  order: OrderDetail;
  settings: Settings;
  onClose: () => void;
  onCancelled: (result: CancelResult) => void;
};

/**
 * 'Cancel this order?': states the cancellation rule and, for a paid order, what it means today
 * (the shared rule the server applies); the server's answer says what is refunded.
 */
export function CancelOrderDialog({ open, order, settings, onClose, onCancelled }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();
  const { creditIfDaysBeforeDeliveryOver: days, storeCreditValidityDays } = settings.cancellation;
  const today = todayInIndia();
  const firstDelivery = order.lines.map((l) => l.deliveryDate ?? today).sort()[0] ?? today;
  const expected =
    order.paymentStatus === 'Paid'
      ? cancellationOutcome(firstDelivery, today, order.amounts.advance, settings.cancellation).message
      : 'No booking advance was paid for this order, so nothing is due.';

  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: (result) => onCancelled(result),
      onError: (error) =>
        toast.error(
          isApiError(error, 409)
            ? error.message
            : 'An error occurred while cancelling the order. Please try again.',
        ),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !cancel.isPending && onClose()}
      size="sm"
      title="Cancel this order?"
      description={`Order ${order.billNo}`}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={cancel.isPending}>
            Keep my order
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </button>
        </>
      }
    >
      <p>
        Cancelled more than {days} days before delivery, the booking advance is returned as store credit valid
        for {storeCreditValidityDays} days; {days} days or less before delivery, it is not refunded.
      </p>
      <p className={styles.expected} data-testid="cancel-expected">
        {expected}
      </p>
    </Dialog>
  );
}
