import { LEDGER_WORDS } from '@vastra/shared/rules';
import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { formatMoment, formatRupees } from '@/lib/format';
import styles from './order-detail.module.css';

const METHOD_WORDS: Record<string, string> = {
  online: 'online',
  upi: 'UPI',
  cash: 'cash',
  card: 'card',
  credit: 'store credit',
};

/**
 * The order's money in plain words: every entry (what, how, who, when) and, above them, what the
 * customer still owes and what the shop owes back. Amounts are from the customer's side: + owes.
 */
export function OrderLedger({ ledger }: { ledger: StaffOrderDetail['ledger'] }) {
  const { summary, entries } = ledger;
  return (
    <section className="card" aria-labelledby="ledger-title">
      <h2 id="ledger-title">Money</h2>
      <dl className={styles.summary}>
        <div>
          <dt>Due from customer</dt>
          <dd className={summary.due > 0 ? styles.owed : undefined}>{formatRupees(summary.due)}</dd>
        </div>
        <div>
          <dt>Refundable</dt>
          <dd>{formatRupees(summary.refundable)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatRupees(summary.paid)}</dd>
        </div>
        <div>
          <dt>Charges</dt>
          <dd>{formatRupees(summary.charges)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatRupees(summary.refunded)}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p>No money has moved yet.</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <strong>{LEDGER_WORDS[entry.kind]}</strong>
                {entry.method ? ` by ${METHOD_WORDS[entry.method] ?? entry.method}` : ''}
                {entry.reference ? ` (ref. ${entry.reference})` : ''}
                <small>
                  {formatMoment(entry.createdAt)}
                  {entry.staffName ? ` · ${entry.staffName}` : ''}
                  {entry.note ? ` · ${entry.note}` : ''}
                </small>
              </span>
              <span className={styles.amount}>
                {entry.amount < 0 ? '−' : '+'}
                {formatRupees(Math.abs(entry.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
