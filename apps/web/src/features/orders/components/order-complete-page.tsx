import { useQueryClient } from '@tanstack/react-query';
import { formatEventDate, groupKitLines, todayInIndia } from '@vastra/shared/rules';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { Amounts, CART_KEY } from '@/features/cart';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useOrder } from '../api/get-order';
import { paymentStatusLabel } from '../lib/status-labels';
import { KitHeading, KitParts } from './kit-group';
import kitStyles from './kit-group.module.css';
import { Fact, OrderLineSummary } from './order-line-card';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

/** /ordercomplete?order=…: 'Order Received' with the bill number, lines, dates and amounts. */
export function OrderCompletePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const paid = order.data?.status === 'paid';
  const { t } = useTranslation();

  // The cart is cleared once the order is in (the server did it; the cache follows).
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: CART_KEY });
  }, [paid, queryClient]);

  if (!orderId || order.isError) {
    return (
      <PageState level={1} title={t('orders.details')} icon={<CircleAlert size={40} aria-hidden="true" />}>
        <p role="alert">{t('orders.complete.failed')}</p>
        {orderId ? (
          <button type="button" className="btn btn-primary" onClick={() => order.refetch()}>
            {t('cart.tryAgain')}
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
        <h1>{paid ? t('orders.complete.received') : t('orders.complete.notConfirmed')}</h1>
        <p>{paid ? t('orders.complete.thanks') : t('orders.complete.notPaid')}</p>
      </header>

      <dl className={styles.overview}>
        <Fact label={t('orders.orderNumber')} value={data.billNo} testId="complete-bill-no" wide />
        <Fact label={t('orders.date')} value={formatEventDate(todayInIndia(new Date(data.createdAt)))} />
        <Fact label={t('orders.paymentLabel')} value={paymentStatusLabel(t, data.paymentStatus)} />
        <Fact
          label={t('checkout.delivery')}
          value={data.deliveryType === 'home' ? t('cart.homeDelivery') : t('checkout.storePickup')}
        />
      </dl>

      <section className={styles.panel} aria-labelledby="complete-details">
        <h2 id="complete-details" className={styles.panelTitle}>
          {t('orders.details')}
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
          deliveryLabel={data.deliveryType === 'home' ? t('cart.homeDelivery') : t('checkout.storePickup')}
          advanceLabel={paid ? t('orders.complete.advancePaid') : t('orders.complete.advanceDue')}
          className={styles.amounts}
        />
      </section>

      <section className={styles.panel} aria-labelledby="complete-address">
        <h2 id="complete-address" className={styles.panelTitle}>
          {data.deliveryType === 'home' ? t('orders.complete.address') : t('orders.complete.pickupFrom')}
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
            {t('orders.complete.showroom', { name: data.branch.name })}, {data.branch.address},{' '}
            {data.branch.pincode}
            <br />
            {data.branch.phone}
          </address>
        )}
      </section>

      <div className={styles.completeActions}>
        <Link className="btn btn-primary" to={paths.order.getHref(data.id)}>
          {t('orders.complete.view')}
        </Link>
        <Link className="btn btn-outline" to={paths.home.getHref()}>
          {t('orders.complete.continue')}
        </Link>
      </div>
    </div>
  );
}
