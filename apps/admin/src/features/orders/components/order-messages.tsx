import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { formatMoment } from '@/lib/format';
import styles from './order-detail.module.css';

export const CHANNEL_WORDS = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' } as const;
const STATUS_WORDS = {
  queued: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
} as const;

/** Every message about the order, newest first: to whom, by which channel, and whether it arrived. */
export function OrderMessages({ messages }: { messages: StaffOrderDetail['messages'] }) {
  return (
    <section className="card" aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      {messages.length === 0 ? (
        <p>No messages about this order yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>
                {CHANNEL_WORDS[m.channel]} to {m.audience === 'staff' ? 'staff' : 'customer'} ·{' '}
                {STATUS_WORDS[m.status]}
              </strong>
              <small>
                {formatMoment(m.sentAt ?? m.createdAt)} · {m.recipient}
                {m.status === 'failed' && m.lastError ? ` · ${m.lastError}` : ''}
              </small>
              <span>{m.body}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
