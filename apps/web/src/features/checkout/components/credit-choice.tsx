import { earliestCreditExpiry, formatEventDate, formatRupees, quoteCredit } from '@vastra/shared/rules';
import type { StoreCredit } from '@vastra/shared/schemas';
import { useTranslation } from '@/i18n';
import styles from './checkout.module.css';
import '@/i18n/texts/orders';

type CreditChoiceProps = {
  credit: StoreCredit | undefined;
  totals: { advance: number; balance: number };
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * The checkout's store credit: what the customer has and when its first part expires, a box to
 * use it, and what it does to the order (the server counts the same way): credit first against
 * the advance, then against the balance. Nothing shows without credit to spend.
 */
export function CreditChoice({ credit, totals, checked, onChange }: CreditChoiceProps) {
  const { t } = useTranslation();
  if (!credit || credit.balance <= 0) return null;
  const expiry = earliestCreditExpiry(credit.grants);
  const quote = quoteCredit(totals, checked ? credit.balance : 0);
  return (
    <div className={styles.credit} data-testid="store-credit-choice">
      <label className={styles.optIn}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>
          {expiry
            ? t('checkout.credit.useExpiring', {
                amount: formatRupees(credit.balance),
                date: formatEventDate(expiry),
              })
            : t('checkout.credit.use', { amount: formatRupees(credit.balance) })}
        </span>
      </label>
      {quote.credit > 0 ? (
        <dl className={styles.creditLines}>
          <div>
            <dt>{t('checkout.credit.credit')}</dt>
            <dd data-testid="amount-credit">−{formatRupees(quote.credit)}</dd>
          </div>
          <div>
            <dt>{t('checkout.credit.payNow')}</dt>
            <dd data-testid="amount-pay-now">{formatRupees(quote.payNow)}</dd>
          </div>
          <div>
            <dt>{t('checkout.balanceBefore')}</dt>
            <dd data-testid="amount-balance-due">{formatRupees(quote.balanceDue)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
