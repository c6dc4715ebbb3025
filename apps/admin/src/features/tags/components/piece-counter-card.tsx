import type { CounterBooking, PieceCounter } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { ACTION_WORDS } from '@/features/orders';
import { formatDay } from '@/lib/format';
import styles from './scan.module.css';

const PIECE_WORDS: Record<PieceCounter['status'], string> = {
  with_customer: 'With the customer',
  awaiting_inspection: 'Back, waiting for inspection',
  blocked: 'Blocked for cleaning or repair',
  booked: 'In the shop, booked',
  free: 'In the shop, free',
  inactive: 'Out of rotation',
};

function BookingFacts({ booking }: { booking: CounterBooking }) {
  return (
    <>
      <dt>Order</dt>
      <dd>
        <Link to={paths.order(booking.orderId)}>{booking.billNo}</Link> · {booking.customerName} ·{' '}
        <StatusBadge status={booking.lineStatus} />
      </dd>
      <dt>Dates</dt>
      <dd>
        {booking.deliveryType === 'home' ? 'Delivery' : 'Pickup'} {formatDay(booking.deliveryDate)} · event{' '}
        {formatDay(booking.eventDate)} · return {formatDay(booking.returnDate)}
      </dd>
    </>
  );
}

/** What a scanned tag opens: the piece, where it stands, its booking and the step that fits now. */
export function PieceCounterCard({ counter }: { counter: PieceCounter }) {
  const { piece, booking, action } = counter;
  return (
    <section className="card" aria-labelledby="piece-title">
      <div className={styles.head}>
        <h2 id="piece-title">
          {piece.code} · {piece.name}
        </h2>
      </div>
      <dl className={styles.facts}>
        <dt>Branch</dt>
        <dd>
          {piece.branch.name} ({piece.branch.code})
        </dd>
        <dt>Piece</dt>
        <dd>
          {piece.categoryName} · {piece.sizeLabel} · {piece.type === 'rent' ? 'for rent' : 'for sale'}
        </dd>
        <dt>Status</dt>
        <dd data-testid="piece-status">{PIECE_WORDS[counter.status]}</dd>
        {counter.block ? (
          <>
            <dt>Blocked</dt>
            <dd>
              {formatDay(counter.block.from)} – {formatDay(counter.block.to)}: {counter.block.note}
            </dd>
          </>
        ) : null}
        {booking ? <BookingFacts booking={booking} /> : null}
        {counter.upcoming.length > 0 ? (
          <>
            <dt>Then</dt>
            <dd>{counter.upcoming.map((b) => `${b.billNo} (${formatDay(b.deliveryDate)})`).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {booking ? (
        <div className={styles.actions}>
          {action ? (
            <Link className="btn btn-primary" to={paths.orderStep(booking.orderId, booking.lineId, action)}>
              {ACTION_WORDS[action]}
            </Link>
          ) : null}
          <Link className="btn btn-outline" to={paths.order(booking.orderId)}>
            Open order {booking.billNo}
          </Link>
        </div>
      ) : (
        <p>No booking is waiting on this piece.</p>
      )}
    </section>
  );
}
