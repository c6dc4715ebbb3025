import { formatOrderDate, formatRupees, todayInIndia } from '@vastra/shared/rules';
import type { OrderDetail } from '@vastra/shared/schemas';
import { useObjectUrl } from '@/features/account';
import { useTranslation } from '@/i18n';
import { useInspectionPhoto } from '../api/get-inspection-photo';
import styles from './order-history.module.css';
import panels from './orders.module.css';
import '@/i18n/texts/orders';

const dateOf = (at: string) => formatOrderDate(todayInIndia(new Date(at)));

/** Each step of the order with its date, oldest first. */
export function OrderTimeline({ steps }: { steps: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <section className={panels.panel} aria-labelledby="timeline-title" data-testid="order-timeline">
      <h2 id="timeline-title" className={panels.panelTitle}>
        {t('orders.timeline')}
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step} data-testid="timeline-step">
            <span className={styles.stepLabel}>
              {step.label}
              {step.productCode ? <span className={styles.muted}> · {step.productCode}</span> : null}
            </span>
            <time dateTime={step.at} className={styles.muted}>
              {dateOf(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order's money in plain words: each entry, the photos behind a deduction, and what is left. */
export function OrderMoney({ ledger, money }: Pick<OrderDetail, 'ledger' | 'money'>) {
  const { t } = useTranslation();
  if (ledger.length === 0) return null;
  return (
    <section className={panels.panel} aria-labelledby="money-title" data-testid="order-money">
      <h2 id="money-title" className={panels.panelTitle}>
        {t('orders.money.title')}
      </h2>
      <ul className={styles.entries}>
        {ledger.map((entry) => (
          <li key={entry.id} className={styles.entry} data-testid="ledger-entry">
            <div className={styles.entryHead}>
              <span>
                {entry.label}
                {entry.productCode ? <span className={styles.muted}> · {entry.productCode}</span> : null}
              </span>
              <strong className={styles.amount}>{formatRupees(Math.abs(entry.amount))}</strong>
            </div>
            <span className={styles.muted}>
              {dateOf(entry.at)}
              {entry.note ? ` · ${entry.note}` : ''}
            </span>
            {entry.photoUrls.length > 0 ? (
              <div className={styles.photos}>
                {entry.photoUrls.map((url) => (
                  <InspectionPhoto key={url} url={url} alt={entry.note || entry.label} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('orders.money.paid')}</dt>
          <dd data-testid="money-paid">{formatRupees(money.paid)}</dd>
        </div>
        {money.charges > 0 ? (
          <div>
            <dt>{t('orders.money.deducted')}</dt>
            <dd data-testid="money-charges">{formatRupees(money.charges)}</dd>
          </div>
        ) : null}
        {money.refunded > 0 ? (
          <div>
            <dt>{t('orders.money.refunded')}</dt>
            <dd data-testid="money-refunded">{formatRupees(money.refunded)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{money.refundable > 0 ? t('orders.money.toRefund') : t('orders.money.due')}</dt>
          <dd data-testid="money-due">{formatRupees(money.refundable > 0 ? money.refundable : money.due)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A private photo: fetched with the customer's token and shown from a blob URL. */
function InspectionPhoto({ url, alt }: { url: string; alt: string }) {
  const photo = useInspectionPhoto(url);
  const src = useObjectUrl(photo.data);
  return (
    <span className={styles.photo}>
      {src ? <img src={src} alt={alt} width={96} height={96} data-testid="inspection-photo" /> : null}
    </span>
  );
}
