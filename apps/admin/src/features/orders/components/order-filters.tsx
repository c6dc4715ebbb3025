import { stepWords } from '@vastra/shared/rules';
import { ORDER_STATUSES, STAFF_ORDER_SORTS, type StaffOrderQuery } from '@vastra/shared/schemas';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { SORT_LABELS } from '../lib/list-query';
import styles from './orders.module.css';

type Props = { query: Partial<StaffOrderQuery>; onChange: (name: string, value: string | null) => void };

/** Search, filters and sort of the orders list; each change asks the server again. */
export function OrderFilters({ query, onChange }: Props) {
  const [text, setText] = useState(query.q ?? '');
  return (
    <div className={styles.filters}>
      <search className={styles.searchRow}>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            onChange('q', text.trim() || null);
          }}
        >
          <label htmlFor="order-search" className="visually-hidden">
            Search orders
          </label>
          <input
            id="order-search"
            className="input"
            type="search"
            placeholder="Bill no., mobile, name or product code"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" aria-label="Search">
            <Search size={18} aria-hidden="true" />
          </button>
        </form>
      </search>
      {query.party ? (
        <p className={styles.control}>
          <span className="badge">Wedding party</span>{' '}
          <button type="button" className="link-button" onClick={() => onChange('party', null)}>
            Show all orders
          </button>
        </p>
      ) : null}
      <Select label="Status" value={query.status} onChange={(v) => onChange('status', v)}>
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {stepWords(status)}
          </option>
        ))}
      </Select>
      <Select label="Type" value={query.type} onChange={(v) => onChange('type', v)}>
        <option value="">Rent and buy</option>
        <option value="rent">Rent</option>
        <option value="buy">Buy</option>
      </Select>
      <Select label="Dates by" value={query.dateField} onChange={(v) => onChange('dateField', v)}>
        <option value="event">Event date</option>
        <option value="delivery">Delivery date</option>
        <option value="return">Return date</option>
      </Select>
      <label className={styles.control}>
        <span className="field-label">From</span>
        <input
          className="input"
          type="date"
          value={query.from ?? ''}
          onChange={(e) => onChange('from', e.target.value || null)}
        />
      </label>
      <label className={styles.control}>
        <span className="field-label">To</span>
        <input
          className="input"
          type="date"
          value={query.to ?? ''}
          onChange={(e) => onChange('to', e.target.value || null)}
        />
      </label>
      <Select label="Sort by" value={query.sort} onChange={(v) => onChange('sort', v)}>
        {STAFF_ORDER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
      <Select label="Order" value={query.dir} onChange={(v) => onChange('dir', v)}>
        <option value="desc">Newest / highest first</option>
        <option value="asc">Oldest / lowest first</option>
      </Select>
    </div>
  );
}

type SelectProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  children: React.ReactNode;
};

function Select({ label, value, onChange, children }: SelectProps) {
  return (
    <label className={styles.control}>
      <span className="field-label">{label}</span>
      <select
        className="select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        {children}
      </select>
    </label>
  );
}
