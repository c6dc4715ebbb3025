import {
  MEASUREMENT_LABELS,
  type MeasurementField,
  type StaffCustomer,
  type StaffRole,
} from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageState } from '@/components/ui/page-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { CustomerCredit, useOpenFile } from '@/features/orders';
import { formatMoment, formatRupees } from '@/lib/format';
import { useAssignManager, useCustomer } from '../api/customers';

/** The relationship manager: shown to everyone; owners and managers change it (audited). */
function RelationshipManager({ customer, role }: { customer: StaffCustomer; role: StaffRole }) {
  const assign = useAssignManager(customer.id);
  const current = customer.relationshipManager;
  if (role === 'staff') {
    return (
      <p>Relationship manager: {current ? `${current.name} (${current.mobile})` : 'the branch’s own'}</p>
    );
  }
  return (
    <label className="field">
      <span className="field-label">Relationship manager</span>
      <select
        className="select"
        value={current?.id ?? ''}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate(e.target.value || null, {
            onSuccess: () => toast.success('Relationship manager saved'),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        <option value="">The branch’s own</option>
        {current && !customer.managerChoices.some((c) => c.id === current.id) ? (
          <option value={current.id}>{current.name}</option>
        ) : null}
        {customer.managerChoices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.mobile})
          </option>
        ))}
      </select>
    </label>
  );
}

/** /customers/:id: who they are, their orders, credit, measurements, ID documents and manager. */
export function CustomerPage({ customerId, role }: { customerId: string; role: StaffRole }) {
  const customer = useCustomer(customerId);
  const open = useOpenFile();
  if (customer.isError) {
    return (
      <PageState title="Customer not found">
        <p>{customer.error.message}</p>
      </PageState>
    );
  }
  const c = customer.data;
  if (!c) return <div className="skeleton" style={{ height: 320 }} />;
  const measured = (Object.keys(MEASUREMENT_LABELS) as MeasurementField[]).filter(
    (f) => c.measurements[f] !== null,
  );
  return (
    <>
      <h1 className="page-title">{c.name || c.mobile}</h1>
      <section className="card" aria-label="Customer" style={{ display: 'grid', gap: 8 }}>
        <p>
          {c.mobile}
          {c.email ? ` · ${c.email}` : ''}
          {c.city ? ` · ${c.city}` : ''} · customer since {formatMoment(c.createdAt)}
        </p>
        <CustomerCredit customerId={c.id} role={role} />
        <RelationshipManager customer={c} role={role} />
      </section>
      <section className="card" aria-labelledby="customer-orders" style={{ marginTop: 16 }}>
        <h2 id="customer-orders">Orders</h2>
        {c.orders.length === 0 ? <p>No order yet.</p> : null}
        <ul style={{ listStyle: 'none', display: 'grid', gap: 4 }}>
          {c.orders.map((o) => (
            <li key={o.id}>
              <Link to={paths.order(o.id)}>{o.billNo}</Link> · {o.branchCode} ·{' '}
              <StatusBadge status={o.status} /> · {formatRupees(o.total)} · {formatMoment(o.createdAt)}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="customer-measurements" style={{ marginTop: 16 }}>
        <h2 id="customer-measurements">Measurements</h2>
        {measured.length === 0 ? (
          <p>No measurements saved.</p>
        ) : (
          <dl>
            {measured.map((f) => (
              <div key={f}>
                <dt style={{ display: 'inline' }}>{MEASUREMENT_LABELS[f]}: </dt>
                <dd style={{ display: 'inline' }}>{c.measurements[f]} in</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="card" aria-labelledby="customer-documents" style={{ marginTop: 16 }}>
        <h2 id="customer-documents">ID documents</h2>
        {c.documents.length === 0 ? <p>No ID document on file.</p> : null}
        <ul style={{ listStyle: 'none' }}>
          {c.documents.map((d) => (
            <li key={d.id}>
              {d.orderId ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => open.mutate(`/api/staff/orders/${d.orderId}/documents/${d.id}/file`)}
                >
                  Open {d.type}
                </button>
              ) : (
                `${d.type} (opens from one of their orders)`
              )}{' '}
              <small>uploaded {formatMoment(d.createdAt)}</small>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
