import { formatRupees, quoteCredit } from '@vastra/shared/rules';
import type { Cart, Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { useTranslation } from '@/i18n';
import type { Stage } from '../hooks/use-place-order';
import styles from './checkout.module.css';
import '@/i18n/texts/orders';

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
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onDismiss()}
      title={t('checkout.terms.title')}
      description={t('checkout.terms.description')}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onClose}
            disabled={busy}
            aria-label={t('checkout.terms.closeLabel')}
          >
            {stage === 'moving' ? t('checkout.terms.moving') : t('checkout.terms.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {stage === 'placing'
              ? t('checkout.terms.placing')
              : stage === 'paying'
                ? t('checkout.terms.paying')
                : t('checkout.terms.confirm')}
          </button>
        </>
      }
    >
      <ul className={styles.terms}>
        <li>
          {t('checkout.terms.advanceA')}
          <strong>{totals.advancePct}%</strong>
          {t('checkout.terms.advanceB')}
          <strong className="price" data-testid="terms-advance">
            {formatRupees(totals.advance)}
          </strong>
          {t('checkout.terms.advanceC')}
        </li>
        {quote.credit > 0 ? (
          <li>
            {t('checkout.terms.creditA')}
            <strong className="price">{formatRupees(quote.credit)}</strong>
            {t('checkout.terms.creditB')}
            <strong className="price" data-testid="terms-pay-now">
              {formatRupees(quote.payNow)}
            </strong>
            {t('checkout.terms.creditC')}
          </li>
        ) : null}
        <li>
          {t('checkout.terms.balanceA')}
          <strong className="price">{formatRupees(quote.balanceDue)}</strong>
          {t('checkout.terms.balanceB')}
        </li>
        <li>
          <strong>{t('checkout.terms.notRefunded')}</strong>{' '}
          {t('checkout.terms.creditBack', { days, validity: storeCreditValidityDays })}
        </li>
        {totals.orderType === 'rent' ? (
          <li>{t('checkout.terms.deposit', { days: settings.deposit.refundWithinDays })}</li>
        ) : null}
      </ul>
      <p className={styles.termsNote}>{t('checkout.terms.note')}</p>
    </Dialog>
  );
}
