import type { StaffRole } from '@vastra/shared/schemas';
import { AlertTriangle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { isStaffApiError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useCustomerCredit } from '../api/customer-credit';
import { useStaffOrder } from '../api/get-order';
import { OrderCustomer } from './order-customer';
import styles from './order-detail.module.css';
import { OrderLedger } from './order-ledger';
import { OrderMessages } from './order-messages';
import { OrderMoneyActions } from './order-money-actions';
import { OrderPieces } from './order-pieces';
import { OrderTimeline } from './order-timeline';

/** One order as staff work on it: customer, pieces and their steps, money, timeline. */
export function OrderDetailPage({ orderId, role }: { orderId: string; role: StaffRole }) {
  const order = useStaffOrder(orderId);
  // The same answer the customer panel shows (one request): the counter may take from it.
  const credit = useCustomerCredit(order.data?.customer.id ?? '', Boolean(order.data));
  // A scanned tag links here with the line and the step to open (?line=…&step=hand-over).
  const [search] = useSearchParams();
  const stepFor = (lineId: string) => (search.get('line') === lineId ? search.get('step') : null);
  if (order.isError)
    return (
      <PageState title={isStaffApiError(order.error, 404) ? 'Order not found' : 'The order could not load'}>
        <p>{order.error.message}</p>
        <Link to={paths.orders}>Back to orders</Link>
      </PageState>
    );
  if (!order.data) return <div className="skeleton" style={{ height: 480 }} />;
  const o = order.data;
  return (
    <div className={styles.layout}>
      <header className={`${styles.title} ${styles.wide}`}>
        <h1>Order {o.billNo}</h1>
        <StatusBadge status={o.status} />
        <span>
          {o.orderType === 'rent' ? 'Rental' : 'Purchase'} · {o.branch.name} · placed{' '}
          {formatMoment(o.createdAt)}
        </span>
      </header>
      {o.attention ? (
        <p className={`${styles.attention} ${styles.wide}`} role="alert">
          <AlertTriangle size={18} aria-hidden="true" /> Needs attention: {o.attention}
          {o.attentionAt ? ` (since ${formatMoment(o.attentionAt)})` : ''}
        </p>
      ) : null}
      <section className="card" aria-labelledby="pieces-title">
        <h2 id="pieces-title">Pieces</h2>
        <OrderPieces
          orderId={o.id}
          lines={o.lines}
          deliveryType={o.deliveryType}
          due={o.ledger.summary.due}
          creditAvailable={credit.data?.balance ?? 0}
          stepFor={stepFor}
        />
        <OrderMoneyActions order={o} role={role} />
      </section>
      <OrderCustomer order={o} role={role} />
      <OrderLedger ledger={o.ledger} />
      <OrderTimeline events={o.timeline} />
      <OrderMessages messages={o.messages} />
    </div>
  );
}
