import { formatEventDate } from '@vastra/shared/rules';
import { Info, Package } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { usePaidOrders } from '../api/get-orders';
import { ORDER_STATUS_LABELS } from '../lib/status-labels';
import tableStyles from './order-table.module.css';
import styles from './orders.module.css';

const ORDERS_NOTICE =
  'For order details, click VIEW. Booking advance will not be refunded if you cancel the order.';
const ORDERS_FAILED = 'An error occurred while fetching your orders. Please try again later.';

/** /account-orders: paid orders (also once cancelled); bill no, first piece's code and size, dates, status, VIEW. */
export function AccountOrdersPage() {
  const orders = usePaidOrders();
  return (
    <>
      <AccountHeader title="Orders" lead="Your confirmed bookings and purchases, newest first." />
      <p className={styles.notice}>
        <Info size={18} aria-hidden="true" />
        <span>{ORDERS_NOTICE}</span>
      </p>
      {orders.isPending ? (
        <AccountSkeleton />
      ) : orders.isError ? (
        <p className={styles.error} role="alert">
          {ORDERS_FAILED}
        </p>
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <Package size={36} aria-hidden="true" />
          <p>You have no orders yet.</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            Browse the collection
          </Link>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Bill no</th>
              <th scope="col">Code</th>
              <th scope="col">Size</th>
              <th scope="col">Delivery date</th>
              <th scope="col">Return date</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id} data-testid="order-row">
                <th scope="row" data-label="Bill no" className={tableStyles.billCell}>
                  {order.billNo}
                </th>
                <td data-label="Code">{order.productCode ?? '-'}</td>
                <td data-label="Size">{order.sizeLabel ?? '-'}</td>
                <td data-label="Delivery date">
                  {order.deliveryDate ? formatEventDate(order.deliveryDate) : '-'}
                </td>
                <td data-label="Return date">{order.returnDate ? formatEventDate(order.returnDate) : '-'}</td>
                <td data-label="Status" data-testid="order-status">
                  {ORDER_STATUS_LABELS[order.status]}
                </td>
                <td className={tableStyles.viewCell}>
                  <Link
                    className="btn btn-outline"
                    to={paths.order.getHref(order.id)}
                    aria-label={`VIEW order ${order.billNo}`}
                  >
                    VIEW
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
