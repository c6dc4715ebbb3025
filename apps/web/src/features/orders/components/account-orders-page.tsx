import { formatEventDate, formatRupees } from '@vastra/shared/rules';
import type { OrderSummary, OrderSummaryItem } from '@vastra/shared/schemas';
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

/** /account-orders: paid orders (also once cancelled); bill no, its pieces (a kit's under its name), dates, status, VIEW. */
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
              <th scope="col">Pieces</th>
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
                <td data-label="Pieces">
                  <OrderItems items={order.items} />
                </td>
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

/** What an order holds: a kit by its name and rent with its pieces beneath, or a piece: 'SH101 · L'. */
function OrderItems({ items }: { items: OrderSummary['items'] }) {
  if (items.length === 0) return <>-</>;
  const piece = (p: OrderSummaryItem['pieces'][number]) => `${p.code} · ${p.sizeLabel}`;
  return (
    <ul className={tableStyles.items}>
      {items.map((item) =>
        item.kit ? (
          <li key={item.pieces[0]?.code ?? item.kit} data-testid="order-row-kit">
            <strong>{item.kit}</strong> · {formatRupees(item.price)}
            <ul className={tableStyles.kitPieces}>
              {item.pieces.map((p) => (
                <li key={p.code}>{piece(p)}</li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.pieces[0]?.code}>{item.pieces[0] ? piece(item.pieces[0]) : '-'}</li>
        ),
      )}
    </ul>
  );
}
