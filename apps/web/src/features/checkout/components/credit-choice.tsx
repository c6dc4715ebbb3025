import { earliestCreditExpiry, formatEventDate, formatRupees, quoteCredit } from '@vastra/shared/rules';
import type { StoreCredit } from '@vastra/shared/schemas';
import styles from './checkout.module.css';

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
  if (!credit || credit.balance <= 0) return null;
  const expiry = earliestCreditExpiry(credit.grants);
  const quote = quoteCredit(totals, checked ? credit.balance : 0);
  return (
    <div className={styles.credit} data-testid="store-credit-choice">
      <label className={styles.optIn}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>
          Use store credit ({formatRupees(credit.balance)} available
          {expiry ? `, first part expires on ${formatEventDate(expiry)}` : ''})
        </span>
      </label>
      {quote.credit > 0 ? (
        <dl className={styles.creditLines}>
          <div>
            <dt>Store credit</dt>
            <dd data-testid="amount-credit">−{formatRupees(quote.credit)}</dd>
          </div>
          <div>
            <dt>Pay now</dt>
            <dd data-testid="amount-pay-now">{formatRupees(quote.payNow)}</dd>
          </div>
          <div>
            <dt>Balance before delivery</dt>
            <dd data-testid="amount-balance-due">{formatRupees(quote.balanceDue)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
