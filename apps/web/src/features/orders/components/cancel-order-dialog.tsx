import { cancellationOutcome, todayInIndia } from '@vastra/shared/rules';
import type { CancelResult, OrderDetail, Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { i18n, useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

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
  const { t } = useTranslation();
  const { creditIfDaysBeforeDeliveryOver: days, storeCreditValidityDays } = settings.cancellation;
  const today = todayInIndia();
  const firstDelivery = order.lines.map((l) => l.deliveryDate ?? today).sort()[0] ?? today;
  const expected =
    order.paymentStatus === 'Paid'
      ? translateMessage(
          cancellationOutcome(firstDelivery, today, order.amounts.advance, settings.cancellation).message,
        )
      : t('orders.cancel.nothingPaid');

  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: (result) => onCancelled(result),
      onError: (error) =>
        toast.error(
          isApiError(error, 409) ? translateMessage(error.message) : i18n.t('orders.cancel.failed'),
        ),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !cancel.isPending && onClose()}
      size="sm"
      title={t('orders.cancel.title')}
      description={t('orders.orderNo', { bill: order.billNo })}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={cancel.isPending}>
            {t('orders.cancel.keep')}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.button')}
          </button>
        </>
      }
    >
      <p>{t('orders.cancel.rule', { days, validity: storeCreditValidityDays })}</p>
      <p className={styles.expected} data-testid="cancel-expected">
        {expected}
      </p>
    </Dialog>
  );
}
