import { formatRupees } from '@vastra/shared/rules';
import { useTranslation } from '@/i18n';
import styles from './amounts.module.css';
import '@/i18n/texts/orders';

type AmountsData = {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  gst: number;
  total: number;
  advance: number;
  balance: number;
};

type AmountsProps = {
  amounts: AmountsData;
  /** '25%': shown beside the advance. */
  advancePct?: number;
  memberDiscountPct?: number;
  deliveryLabel: string;
  /** 'Booking advance now' (cart, checkout) or 'Booking advance paid' (orders). */
  advanceLabel: string;
  balanceLabel?: string;
  className?: string;
};

/**
 * The money of a cart or an order as the server computed it: subtotal, membership discount,
 * delivery, GST, total, then the booking advance and the balance due before delivery.
 */
export function Amounts(props: AmountsProps) {
  const { amounts, advancePct, memberDiscountPct, deliveryLabel, advanceLabel } = props;
  const { t } = useTranslation();
  const { balanceLabel = t('checkout.balanceBefore'), className = '' } = props;
  return (
    <dl className={`${styles.amounts} ${className}`} data-testid="amounts">
      <div>
        <dt>{t('amounts.subtotal')}</dt>
        <dd data-testid="amount-subtotal">{formatRupees(amounts.subtotal)}</dd>
      </div>
      {amounts.discount > 0 ? (
        <div className={styles.discount}>
          <dt>
            {memberDiscountPct ? t('amounts.discountPct', { pct: memberDiscountPct }) : t('amounts.discount')}
          </dt>
          <dd data-testid="amount-discount">−{formatRupees(amounts.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{deliveryLabel}</dt>
        <dd data-testid="amount-delivery">{formatRupees(amounts.deliveryFee)}</dd>
      </div>
      <div>
        <dt>{t('amounts.gst')}</dt>
        <dd data-testid="amount-gst">{formatRupees(amounts.gst)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('amounts.total')}</dt>
        <dd data-testid="amount-total">{formatRupees(amounts.total)}</dd>
      </div>
      <div className={styles.advance}>
        <dt>
          {advanceLabel}
          {advancePct !== undefined ? ` (${advancePct}%)` : ''}
        </dt>
        <dd data-testid="amount-advance">{formatRupees(amounts.advance)}</dd>
      </div>
      <div>
        <dt>{balanceLabel}</dt>
        <dd data-testid="amount-balance">{formatRupees(amounts.balance)}</dd>
      </div>
    </dl>
  );
}
