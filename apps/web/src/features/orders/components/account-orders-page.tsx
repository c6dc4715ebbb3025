import { formatEventDate, formatRupees } from '@vastra/shared/rules';
import type { OrderSummary, OrderSummaryItem } from '@vastra/shared/schemas';
import { Info, Package } from 'lucide-react';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { usePaidOrders } from '../api/get-orders';
import { orderStatusLabel } from '../lib/status-labels';
import tableStyles from './order-table.module.css';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

/** /account-orders: paid orders (also once cancelled); bill no, its pieces (a kit's under its name), dates, status, VIEW. */
export function AccountOrdersPage() {
  const orders = usePaidOrders();
  const { t } = useTranslation();
  return (
    <>
      <AccountHeader title={t('account.orders')} lead={t('orders.list.lead')} />
      <p className={styles.notice}>
        <Info size={18} aria-hidden="true" />
        <span>{t('orders.list.notice')}</span>
      </p>
      {orders.isPending ? (
        <AccountSkeleton />
      ) : orders.isError ? (
        <p className={styles.error} role="alert">
          {t('orders.list.failed')}
        </p>
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <Package size={36} aria-hidden="true" />
          <p>{t('orders.list.none')}</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            {t('checkout.browse')}
          </Link>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <caption className="visually-hidden">{t('orders.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.billNo')}</th>
              <th scope="col">{t('orders.list.pieces')}</th>
              <th scope="col">{t('product.deliveryDate')}</th>
              <th scope="col">{t('product.returnDate')}</th>
              <th scope="col">{t('orders.list.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('orders.list.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id} data-testid="order-row">
                <th scope="row" data-label={t('orders.billNo')} className={tableStyles.billCell}>
                  {order.billNo}
                </th>
                <td data-label={t('orders.list.pieces')}>
                  <OrderItems items={order.items} />
                </td>
                <td data-label={t('product.deliveryDate')}>
                  {order.deliveryDate ? formatEventDate(order.deliveryDate) : '-'}
                </td>
                <td data-label={t('product.returnDate')}>
                  {order.returnDate ? formatEventDate(order.returnDate) : '-'}
                </td>
                <td data-label={t('orders.list.status')} data-testid="order-status">
                  {orderStatusLabel(t, order.status)}
                </td>
                <td className={tableStyles.viewCell}>
                  <Link
                    className="btn btn-outline"
                    to={paths.order.getHref(order.id)}
                    aria-label={t('orders.list.viewLabel', { bill: order.billNo })}
                  >
                    {t('orders.list.view')}
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
