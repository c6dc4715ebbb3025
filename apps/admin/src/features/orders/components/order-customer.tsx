import type { StaffOrderDetail, StaffRole } from '@vastra/shared/schemas';
import { toast } from 'sonner';
import { formatMoment } from '@/lib/format';
import { useOpenFile } from '../api/open-file';
import { CustomerCredit } from './customer-credit';
import styles from './order-detail.module.css';

const CONDITION_WORDS: Record<string, string> = {
  ok: 'Fine',
  needs_cleaning: 'Needs cleaning',
  needs_repair: 'Needs repair',
  beyond_repair: 'Beyond repair',
};

/** Who ordered, where it goes, their ID documents and the inspections (files open with the token). */
export function OrderCustomer({ order, role }: { order: StaffOrderDetail; role: StaffRole }) {
  const file = useOpenFile();
  const open = (url: string) => file.mutate(url, { onError: (error) => toast.error(error.message) });
  const address = Object.values(order.address)
    .filter((part) => typeof part === 'string' && part)
    .join(', ');
  return (
    <section className="card" aria-labelledby="customer-title">
      <h2 id="customer-title">Customer</h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{order.customer.name || '-'}</dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:+91${order.customer.mobile}`}>{order.customer.mobile}</a>
        </dd>
        {order.customer.email ? (
          <>
            <dt>Email</dt>
            <dd>{order.customer.email}</dd>
          </>
        ) : null}
        <dt>{order.deliveryType === 'home' ? 'Home delivery' : 'Pickup at branch'}</dt>
        <dd>{order.deliveryType === 'home' ? address || '-' : order.branch.name}</dd>
        {order.orderNotes ? (
          <>
            <dt>Notes</dt>
            <dd>{order.orderNotes}</dd>
          </>
        ) : null}
      </dl>
      <CustomerCredit customerId={order.customer.id} role={role} />
      <h3>ID documents</h3>
      {order.documents.length === 0 ? (
        <p>No ID document on file. A rental cannot be handed over without one.</p>
      ) : (
        <ul className={styles.plain}>
          {order.documents.map((doc) => (
            <li key={doc.id}>
              <button type="button" className="link-button" onClick={() => open(doc.url)}>
                Open {doc.type}
              </button>{' '}
              <small>uploaded {formatMoment(doc.uploadedAt)}</small>
            </li>
          ))}
        </ul>
      )}
      {order.inspections.length ? (
        <>
          <h3>Inspections</h3>
          <ul className={styles.plain}>
            {order.inspections.map((inspection) => (
              <li key={inspection.id}>
                {CONDITION_WORDS[inspection.condition] ?? inspection.condition} · {inspection.staffName} ·{' '}
                {formatMoment(inspection.createdAt)}
                {inspection.note ? ` · ${inspection.note}` : ''}{' '}
                {inspection.photoUrls.map((url, n) => (
                  <button key={url} type="button" className="link-button" onClick={() => open(url)}>
                    Photo {n + 1}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
