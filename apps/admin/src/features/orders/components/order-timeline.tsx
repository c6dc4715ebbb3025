import { stepWords } from '@vastra/shared/rules';
import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { formatMoment } from '@/lib/format';
import styles from './order-detail.module.css';

const ACTOR_WORDS = { customer: 'Customer', system: 'Automatic' } as const;

/** Every step of the order and its pieces, with who made it and when. */
export function OrderTimeline({ events }: { events: StaffOrderDetail['timeline'] }) {
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <ol className={styles.timeline}>
        {events.map((event) => (
          <li key={event.id}>
            <strong>
              {stepWords(event.toStatus)}
              {event.productCode ? ` · ${event.productCode}` : ''}
            </strong>
            <small>
              {formatMoment(event.createdAt)} ·{' '}
              {event.actor === 'staff' ? (event.staffName ?? 'Staff') : ACTOR_WORDS[event.actor]}
              {event.note ? ` · ${event.note}` : ''}
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}
