import { useQueryClient } from '@tanstack/react-query';
import { formatEventDate, groupKitLines, todayInIndia } from '@vastra/shared/rules';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { Amounts, CART_KEY } from '@/features/cart';
import { useOrder } from '../api/get-order';
import { KitHeading, KitParts } from './kit-group';
import kitStyles from './kit-group.module.css';
import { Fact, OrderLineSummary } from './order-line-card';
import styles from './orders.module.css';

const ORDER_LOAD_FAILED = 'Failed to load order details. Please try again.';

/** /ordercomplete?order=…: 'Order Received' with the bill number, lines, dates and amounts. */
export function OrderCompletePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const paid = order.data?.status === 'paid';

  // The cart is cleared once the order is in (the server did it; the cache follows).
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: CART_KEY });
  }, [paid, queryClient]);

  if (!orderId || order.isError) {
    return (
      <PageState level={1} title="Order details" icon={<CircleAlert size={40} aria-hidden="true" />}>
        <p role="alert">{ORDER_LOAD_FAILED}</p>
        {orderId ? (
          <button type="button" className="btn btn-primary" onClick={() => order.refetch()}>
            Try again
          </button>
        ) : null}
      </PageState>
    );
  }
  if (order.isPending) return <div className="skeleton" style={{ height: 480 }} aria-busy="true" />;

  const { data } = order;
  return (
    <div className={styles.complete}>
      <header className={styles.completeHead}>
        {paid ? (
          <CheckCircle2 size={44} aria-hidden="true" className={styles.okIcon} />
        ) : (
          <CircleAlert size={44} aria-hidden="true" className={styles.warnIcon} />
        )}
        <h1>{paid ? 'Order Received' : 'Order not confirmed'}</h1>
        <p>
          {paid
            ? 'Thank you. Your order has been received and your booking advance is paid.'
            : 'The booking advance for this order was not paid, so the order is not confirmed.'}
        </p>
      </header>

      <dl className={styles.overview}>
        <Fact label="Order number" value={data.billNo} testId="complete-bill-no" wide />
        <Fact label="Date" value={formatEventDate(todayInIndia(new Date(data.createdAt)))} />
        <Fact label="Payment" value={data.paymentStatus} />
        <Fact label="Delivery" value={data.deliveryType === 'home' ? 'Home delivery' : 'Store pickup'} />
      </dl>

      <section className={styles.panel} aria-labelledby="complete-details">
        <h2 id="complete-details" className={styles.panelTitle}>
          Order details
        </h2>
        <div className={styles.lines}>
          {groupKitLines(data.lines, (line) => line.price).map((group) =>
            group.kind === 'kit' ? (
              <div key={group.kit.group} className={kitStyles.kitGroup} data-testid="order-kit">
                <KitHeading group={group} as="h3" />
                <KitParts lines={group.lines} />
              </div>
            ) : (
              <OrderLineSummary key={group.lines[0].id} line={group.lines[0]} />
            ),
          )}
        </div>
        <Amounts
          amounts={data.amounts}
          deliveryLabel={data.deliveryType === 'home' ? 'Home delivery' : 'Store pickup'}
          advanceLabel={paid ? 'Booking advance paid' : 'Booking advance due'}
          className={styles.amounts}
        />
      </section>

      <section className={styles.panel} aria-labelledby="complete-address">
        <h2 id="complete-address" className={styles.panelTitle}>
          {data.deliveryType === 'home' ? 'Delivery address' : 'Pickup from'}
        </h2>
        {data.deliveryType === 'home' ? (
          <address className={styles.address}>
            {data.address.firstName} {data.address.lastName}
            <br />
            {[data.address.building, data.address.road, data.address.landmark].filter(Boolean).join(', ')}
            <br />
            {data.address.station}, {data.address.city}, {data.address.state} {data.address.zipCode}
            <br />
            {data.address.phone1} · {data.address.email}
          </address>
        ) : (
          <address className={styles.address}>
            {data.branch.name} showroom, {data.branch.address}, {data.branch.pincode}
            <br />
            {data.branch.phone}
          </address>
        )}
      </section>

      <div className={styles.completeActions}>
        <Link className="btn btn-primary" to={paths.order.getHref(data.id)}>
          View order
        </Link>
        <Link className="btn btn-outline" to={paths.home.getHref()}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
