import { PIECE_SORTS, PIECE_STATUSES, type StaffPieceQuery } from '@vastra/shared/schemas';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useCategories } from '../api/pieces';
import { STATUS_WORDS } from '../lib/list-query';
import styles from './inventory.module.css';

type Props = { query: Partial<StaffPieceQuery>; onChange: (name: string, value: string | null) => void };

function Select(props: {
  label: string;
  value: string | number | undefined;
  onChange: (v: string | null) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.control}>
      <span className="field-label">{props.label}</span>
      <select
        className="select"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        {props.children}
      </select>
    </label>
  );
}

const SORT_WORDS = { code: 'Code', name: 'Name', price: 'Price', created: 'Added' } as const;

/** Search by code or name and the inventory's filters; each change asks the server again. */
export function InventoryFilters({ query, onChange }: Props) {
  const [text, setText] = useState(query.q ?? '');
  const categories = useCategories().data ?? [];
  return (
    <div className={styles.filters}>
      <search className={styles.wide}>
        <form
          className={styles.searchRow}
          onSubmit={(event) => {
            event.preventDefault();
            onChange('q', text.trim() || null);
          }}
        >
          <label htmlFor="piece-search" className="visually-hidden">
            Search pieces
          </label>
          <input
            id="piece-search"
            className="input"
            type="search"
            placeholder="Code or name"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" aria-label="Search">
            <Search size={18} aria-hidden="true" />
          </button>
        </form>
      </search>
      <Select label="Category" value={query.category} onChange={(v) => onChange('category', v)}>
        <option value="">Every category</option>
        {categories.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select label="Group" value={query.group} onChange={(v) => onChange('group', v)}>
        <option value="">Men and women</option>
        <option value="men">Men</option>
        <option value="women">Women</option>
      </Select>
      <Select label="Status" value={query.status} onChange={(v) => onChange('status', v)}>
        <option value="">Any status</option>
        {PIECE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_WORDS[s]}
          </option>
        ))}
      </Select>
      <Select label="Rent or buy" value={query.type} onChange={(v) => onChange('type', v)}>
        <option value="">Rent and buy</option>
        <option value="rent">Rent</option>
        <option value="buy">Buy (pre-used)</option>
      </Select>
      <label className={styles.control}>
        <span className="field-label">Size</span>
        <input
          className="input"
          inputMode="numeric"
          defaultValue={query.size ?? ''}
          onBlur={(e) => onChange('size', e.target.value.trim() || null)}
        />
      </label>
      <label className={styles.control}>
        <span className="field-label">Colour</span>
        <input
          className="input"
          defaultValue={query.colour ?? ''}
          onBlur={(e) => onChange('colour', e.target.value.trim() || null)}
        />
      </label>
      <Select label="Sort by" value={query.sort} onChange={(v) => onChange('sort', v)}>
        {PIECE_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_WORDS[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}
