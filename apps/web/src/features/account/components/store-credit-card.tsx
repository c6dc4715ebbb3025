import { formatEventDate, formatRupees } from '@vastra/shared/rules';
import { Wallet } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { useCredit } from '../api/get-credit';
import styles from './account.module.css';
import own from './dashboard.module.css';
import '@/i18n/texts/orders';
import '@/i18n/texts/login-account';

/** The store credit the customer can spend, and until when each part lasts; shown only when there is some. */
export function StoreCreditCard() {
  const credit = useCredit();
  const { t } = useTranslation();
  if (!credit.data || credit.data.grants.length === 0) return null;
  const live = credit.data.grants.filter((g) => !g.expired && g.remaining > 0);
  return (
    <section className={styles.panel} aria-labelledby="credit-title" data-testid="store-credit">
      <h2 id="credit-title" className={own.cardTitle}>
        <Wallet size={20} aria-hidden="true" />
        {t('checkout.credit.credit')}
      </h2>
      <p className={own.cardText}>
        <strong data-testid="credit-balance">{formatRupees(credit.data.balance)}</strong>{' '}
        {t('accountPages.credit.toSpend')}
      </p>
      {live.length > 0 ? (
        <ul className={own.cardText}>
          {live.map((g) => (
            <li key={g.id}>
              {t('accountPages.credit.until', {
                amount: formatRupees(g.remaining),
                date: formatEventDate(g.expiresOn),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
