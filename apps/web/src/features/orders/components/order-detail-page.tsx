import {
  formatOrderDate,
  formatRupees,
  groupKitLines,
  type LineGroup,
  todayInIndia,
} from '@vastra/shared/rules';
import type { CancelResult, OrderDetail } from '@vastra/shared/schemas';
import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import { useOrder } from '../api/get-order';
import { lateRefundMessage } from '../lib/late-refund-message';
import { linePictureUrls } from '../lib/line-picture';
import { orderStatusLabel, paymentStatusLabel } from '../lib/status-labels';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ExtendRental } from './extend-rental';
import { KitHeading, KitParts } from './kit-group';
import { OrderMoney, OrderTimeline } from './order-history';
import { Fact } from './order-line-card';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

/** /order/{id}: a card per line with its dates, sizes and amounts, the showroom's contacts, Cancel order. */
export function OrderDetailPage({ id }: { id: string }) {
  const order = useOrder(id);
  const settings = useSettings();
  const [cancelling, setCancelling] = useState(false);
  const [refund, setRefund] = useState<CancelResult['refund'] | null>(null);
  const { t } = useTranslation();

  if (order.isPending) {
    return (
      <>
        <AccountHeader title={t('orders.details')} />
        <AccountSkeleton lines={8} />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <AccountHeader title={t('orders.details')} />
        <p className={styles.error} role="alert">
          {t('orders.detail.failed')}
        </p>
        <Link className="btn btn-outline" to={paths.accountOrders.getHref()}>
          {t('orders.detail.back')}
        </Link>
      </>
    );
  }

  const data = order.data;
  const cancellable = data.status === 'paid' || data.status === 'pending_payment';
  const lateRefund = lateRefundMessage(data, t);
  return (
    <>
      <AccountHeader
        title={t('orders.orderNo', { bill: data.billNo })}
        lead={t('orders.detail.placed', { date: formatOrderDate(todayInIndia(new Date(data.createdAt))) })}
      />
      <p className={styles.status}>
        {t('orders.detail.status')}{' '}
        <strong data-testid="order-status">{orderStatusLabel(t, data.status)}</strong> ·{' '}
        {t('orders.detail.payment')} <strong>{paymentStatusLabel(t, data.paymentStatus)}</strong>
      </p>
      {lateRefund ? (
        <p className={styles.status} data-testid="late-refund-message">
          {lateRefund}
        </p>
      ) : null}
      {refund ? (
        <p className={styles.success} role="status" data-testid="refund-message">
          {translateMessage(refund.message)}
        </p>
      ) : null}

      {groupKitLines(data.lines, (line) => line.price).map((group) =>
        group.kind === 'kit' ? (
          <KitCard key={group.kit.group} order={data} group={group} />
        ) : (
          <LineCard key={group.lines[0].id} order={data} line={group.lines[0]} />
        ),
      )}

      <ExtendRental order={data} />

      <OrderTimeline steps={data.timeline} />
      <OrderMoney ledger={data.ledger} money={data.money} />

      <Showroom branch={data.branch} />

      {cancellable && settings.data ? (
        <div className={styles.cancelRow}>
          <button type="button" className="btn btn-outline" onClick={() => setCancelling(true)}>
            {t('orders.cancel.button')}
          </button>
          <CancelOrderDialog
            open={cancelling}
            order={data}
            settings={settings.data}
            onClose={() => setCancelling(false)}
            onCancelled={(result) => {
              setCancelling(false);
              setRefund(result.refund);
            }}
          />
        </div>
      ) : null}
    </>
  );
}

type Line = OrderDetail['lines'][number];

/** A piece of the order on its own card: picture, code, size, dates and the order's amounts. */
function LineCard({ order, line }: { order: OrderDetail; line: Line }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="order-card">
      <CardPicture line={line} alt={line.productName} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{line.productName}</h2>
        <OrderFacts order={order} line={line}>
          <Fact label={t('product.code')} value={line.productCode} />
          <Fact label={t('product.size')} value={line.sizeLabel} />
        </OrderFacts>
      </div>
    </article>
  );
}

/**
 * A kit as one item of the order: its name and rent (what its parts' shares add up to), the
 * order's dates and amounts, and each part beneath with its piece, size and measurements.
 */
function KitCard({ order, group }: { order: OrderDetail; group: Extract<LineGroup<Line>, { kind: 'kit' }> }) {
  const first = group.lines[0]!;
  const kitLine = {
    ...first,
    rent: group.price,
    price: group.price,
    deposit: group.lines.reduce((sum, line) => sum + line.deposit, 0),
  };
  const { t } = useTranslation();
  return (
    <article
      className={styles.card}
      data-testid="order-kit"
      aria-label={t('orders.outfit', { name: group.kit.name })}
    >
      <CardPicture line={first} alt={group.kit.name} />
      <div className={styles.cardBody}>
        <KitHeading group={group} />
        <OrderFacts order={order} line={kitLine} />
        <KitParts lines={group.lines} />
      </div>
    </article>
  );
}

function CardPicture({ line, alt }: { line: Line; alt: string }) {
  return (
    <span className={styles.cardPicture}>
      {line.imageKey ? (
        <ResponsiveImage
          urls={linePictureUrls(line.imageKey)}
          alt={alt}
          width={330}
          height={400}
          sizes="(max-width: 768px) 40vw, 200px"
        />
      ) : null}
    </span>
  );
}

/** The order's numbers, the line's (or kit's) dates and money, and the order's amounts. */
function OrderFacts({ order, line, children }: { order: OrderDetail; line: Line; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <Fact label={t('orders.orderNumber')} value={order.id} wide />
      <Fact label={t('orders.customerId')} value={order.customerId} wide />
      <Fact label={t('listing.branch')} value={`${order.branch.name}, ${order.branch.city}`} />
      <Fact label={t('orders.billNo')} value={order.billNo} testId="order-bill-no" />
      {children}
      <Fact
        label={t('product.deliveryDate')}
        value={line.deliveryDate ? formatOrderDate(line.deliveryDate) : '-'}
        testId="order-delivery-date"
      />
      <Fact
        label={t('product.returnDate')}
        value={line.returnDate ? formatOrderDate(line.returnDate) : '-'}
        testId="order-return-date"
      />
      {line.type === 'rent' ? (
        <>
          <Fact label={t('product.rent')} value={formatRupees(line.rent)} />
          <Fact label={t('product.deposit')} value={formatRupees(line.deposit)} />
        </>
      ) : (
        <Fact label={t('orders.price')} value={formatRupees(line.price)} />
      )}
      <Fact label={t('checkout.delivery')} value={formatRupees(order.amounts.deliveryFee)} />
      <Fact label={t('amounts.total')} value={formatRupees(order.amounts.total)} testId="order-total" />
      <Fact
        label={t('checkout.advance')}
        value={formatRupees(order.amounts.advance)}
        testId="order-advance"
      />
      <Fact label={t('orders.balance')} value={formatRupees(order.amounts.balance)} testId="order-balance" />
    </dl>
  );
}

/** The showroom that serves the order: address, enquiry contact, phone, e-mail. */
function Showroom({ branch }: { branch: OrderDetail['branch'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="showroom-title">
      <h2 id="showroom-title" className={styles.panelTitle}>
        {t('orders.detail.showroom', { name: branch.name })}
      </h2>
      <ul className={styles.contacts}>
        <li>
          <MapPin size={18} aria-hidden="true" />
          <span>
            {branch.address}, {branch.pincode}
          </span>
        </li>
        <li>
          <UserRound size={18} aria-hidden="true" />
          <span>{t('orders.detail.contact', { name: branch.contactPerson })}</span>
        </li>
        <li>
          <Phone size={18} aria-hidden="true" />
          <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </li>
      </ul>
    </section>
  );
}
