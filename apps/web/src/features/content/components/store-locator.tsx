import type { Branch } from '@vastra/shared/schemas';
import { Search, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { StoreCard, StoreCardSkeleton } from './store-card';
import styles from './stores.module.css';

type StoreLocatorProps = {
  branches: Branch[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** A branch matches when its name or city contains the words typed (any case). */
function matchesStore(branch: Branch, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || branch.name.toLowerCase().includes(q) || branch.city.toLowerCase().includes(q);
}

/** Search by name or city, quick city buttons, and a card per branch. */
export function StoreLocator({ branches, isPending, isError, onRetry }: StoreLocatorProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const all = branches ?? [];
  const shown = all.filter((b) => matchesStore(b, query));
  const cities = [...new Set(all.map((b) => b.city))];

  return (
    <>
      <search className={styles.searchBar}>
        <div className={styles.searchField}>
          <label htmlFor={inputId} className="field-label">
            Search by name or city
          </label>
          <div className={styles.inputWrap}>
            <Search size={20} aria-hidden="true" className={styles.searchIcon} />
            <input
              id={inputId}
              type="search"
              className={`input ${styles.searchInput}`}
              placeholder="e.g. Kandivali or Pune"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </div>
        {cities.length > 1 ? (
          <fieldset className={styles.cities}>
            <legend className="visually-hidden">Show a city</legend>
            {['All', ...cities].map((city) => {
              const active =
                city === 'All' ? query.trim() === '' : query.trim().toLowerCase() === city.toLowerCase();
              return (
                <button
                  key={city}
                  type="button"
                  className={`${styles.chip} ${active ? styles.chipActive : ''}`}
                  aria-pressed={active}
                  onClick={() => setQuery(city === 'All' ? '' : city)}
                >
                  {city}
                </button>
              );
            })}
          </fieldset>
        ) : null}
      </search>

      <p className={styles.count} aria-live="polite">
        {isPending ? 'Loading our stores…' : `Showing ${shown.length} of ${all.length} stores`}
      </p>

      {isError ? (
        <PageState title="Our stores could not be loaded" icon={<Store size={40} aria-hidden="true" />}>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            Try again
          </button>
        </PageState>
      ) : isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <StoreCardSkeleton key={n} />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <PageState title={`No store matches “${query.trim()}”`} icon={<Store size={40} aria-hidden="true" />}>
          <p>Try a city such as {cities.slice(0, 3).join(', ') || 'Mumbai'}, or a branch name.</p>
          <button type="button" className="btn btn-outline" onClick={() => setQuery('')}>
            Show all stores
          </button>
        </PageState>
      ) : (
        <ul className={styles.grid}>
          {shown.map((branch, index) => (
            <StoreCard key={branch.code} branch={branch} priority={index < 2} />
          ))}
        </ul>
      )}
    </>
  );
}
