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
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { useSettings } from '@/lib/settings';
import { useOrder } from '../api/get-order';
import { lateRefundMessage } from '../lib/late-refund-message';
import { linePictureUrls } from '../lib/line-picture';
import { ORDER_STATUS_LABELS } from '../lib/status-labels';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ExtendRental } from './extend-rental';
import { KitHeading, KitParts } from './kit-group';
import { OrderMoney, OrderTimeline } from './order-history';
import { Fact } from './order-line-card';
import styles from './orders.module.css';

const ORDER_FAILED = 'An error occurred while fetching the order details.';

/** /order/{id}: a card per line with its dates, sizes and amounts, the showroom's contacts, Cancel order. */
export function OrderDetailPage({ id }: { id: string }) {
  const order = useOrder(id);
  const settings = useSettings();
  const [cancelling, setCancelling] = useState(false);
  const [refund, setRefund] = useState<CancelResult['refund'] | null>(null);

  if (order.isPending) {
    return (
      <>
        <AccountHeader title="Order details" />
        <AccountSkeleton lines={8} />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <AccountHeader title="Order details" />
        <p className={styles.error} role="alert">
          {ORDER_FAILED}
        </p>
        <Link className="btn btn-outline" to={paths.accountOrders.getHref()}>
          Back to your orders
        </Link>
      </>
    );
  }

  const data = order.data;
  const cancellable = data.status === 'paid' || data.status === 'pending_payment';
  const lateRefund = lateRefundMessage(data);
  return (
    <>
      <AccountHeader
        title={`Order ${data.billNo}`}
        lead={`Placed on ${formatOrderDate(todayInIndia(new Date(data.createdAt)))}`}
      />
      <p className={styles.status}>
        Status: <strong data-testid="order-status">{ORDER_STATUS_LABELS[data.status]}</strong> · Payment:{' '}
        <strong>{data.paymentStatus}</strong>
      </p>
      {lateRefund ? (
        <p className={styles.status} data-testid="late-refund-message">
          {lateRefund}
        </p>
      ) : null}
      {refund ? (
        <p className={styles.success} role="status" data-testid="refund-message">
          {refund.message}
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
            Cancel order
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
  return (
    <article className={styles.card} data-testid="order-card">
      <CardPicture line={line} alt={line.productName} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{line.productName}</h2>
        <OrderFacts order={order} line={line}>
          <Fact label="Code" value={line.productCode} />
          <Fact label="Size" value={line.sizeLabel} />
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
  return (
    <article className={styles.card} data-testid="order-kit" aria-label={`Outfit ${group.kit.name}`}>
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
  return (
    <dl className={styles.facts}>
      <Fact label="Order number" value={order.id} wide />
      <Fact label="Customer id" value={order.customerId} wide />
      <Fact label="Branch" value={`${order.branch.name}, ${order.branch.city}`} />
      <Fact label="Bill no" value={order.billNo} testId="order-bill-no" />
      {children}
      <Fact
        label="Delivery date"
        value={line.deliveryDate ? formatOrderDate(line.deliveryDate) : '-'}
        testId="order-delivery-date"
      />
      <Fact
        label="Return date"
        value={line.returnDate ? formatOrderDate(line.returnDate) : '-'}
        testId="order-return-date"
      />
      {line.type === 'rent' ? (
        <>
          <Fact label="Rent" value={formatRupees(line.rent)} />
          <Fact label="Refundable deposit" value={formatRupees(line.deposit)} />
        </>
      ) : (
        <Fact label="Price" value={formatRupees(line.price)} />
      )}
      <Fact label="Delivery" value={formatRupees(order.amounts.deliveryFee)} />
      <Fact label="Total" value={formatRupees(order.amounts.total)} testId="order-total" />
      <Fact label="Booking advance" value={formatRupees(order.amounts.advance)} testId="order-advance" />
      <Fact label="Balance" value={formatRupees(order.amounts.balance)} testId="order-balance" />
    </dl>
  );
}

/** The showroom that serves the order: address, enquiry contact, phone, e-mail. */
function Showroom({ branch }: { branch: OrderDetail['branch'] }) {
  return (
    <section className={styles.panel} aria-labelledby="showroom-title">
      <h2 id="showroom-title" className={styles.panelTitle}>
        Showroom: {branch.name}
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
          <span>Enquiry contact: {branch.contactPerson}</span>
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
