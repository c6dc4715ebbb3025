import { Link, useSearchParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format';
import { useCustomerSearch } from '../api/customers';

/** /customers: look a customer up by mobile or name (the latest customers when nothing is typed). */
export function CustomersPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const found = useCustomerSearch(q);
  return (
    <>
      <h1 className="page-title">Customers</h1>
      <form
        aria-label="Find a customer"
        style={{ display: 'flex', gap: 8, marginBottom: 16, alignItems: 'end' }}
        onSubmit={(e) => {
          e.preventDefault();
          const value = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          setSearch(value ? { q: value } : {});
        }}
      >
        <label className="field" style={{ flex: 1 }}>
          <span className="field-label">Mobile or name</span>
          <input name="q" className="input" defaultValue={q} maxLength={100} />
        </label>
        <button type="submit" className="btn btn-primary">
          Find
        </button>
      </form>
      {found.isError ? (
        <PageState title="Customers could not load">
          <p>{found.error.message}</p>
        </PageState>
      ) : found.data ? (
        found.data.items.length === 0 ? (
          <p>No customer found.</p>
        ) : (
          <ul
            className="card"
            aria-label="Customers found"
            style={{ display: 'grid', gap: 8, listStyle: 'none' }}
          >
            {found.data.items.map((c) => (
              <li key={c.id}>
                <Link to={paths.customer(c.id)}>
                  <strong>{c.name || 'No name yet'}</strong> · {c.mobile}
                </Link>
                {c.city ? ` · ${c.city}` : ''} · {c.orders} {c.orders === 1 ? 'order' : 'orders'}
                {c.lastOrderAt ? `, last ${formatMoment(c.lastOrderAt)}` : ''}
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="skeleton" style={{ height: 200 }} />
      )}
    </>
  );
}
