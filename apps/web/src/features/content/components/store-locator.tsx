import type { Branch } from '@vastra/shared/schemas';
import { Search, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { usePagesTexts } from '@/i18n/texts/pages';
import { StoreCard, StoreCardSkeleton } from './store-card';
import styles from './stores.module.css';

type StoreLocatorProps = {
  branches: Branch[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** The chip that shows every city (a key no city can have). */
const ALL = '\u0000all';

/** A branch matches when its name or city contains the words typed (any case). */
function matchesStore(branch: Branch, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || branch.name.toLowerCase().includes(q) || branch.city.toLowerCase().includes(q);
}

/** Search by name or city, quick city buttons, and a card per branch. */
export function StoreLocator({ branches, isPending, isError, onRetry }: StoreLocatorProps) {
  const [query, setQuery] = useState('');
  const { t } = usePagesTexts();
  const inputId = useId();
  const all = branches ?? [];
  const shown = all.filter((b) => matchesStore(b, query));
  const cities = [...new Set(all.map((b) => b.city))];

  return (
    <>
      <search className={styles.searchBar}>
        <div className={styles.searchField}>
          <label htmlFor={inputId} className="field-label">
            {t('stores.search')}
          </label>
          <div className={styles.inputWrap}>
            <Search size={20} aria-hidden="true" className={styles.searchIcon} />
            <input
              id={inputId}
              type="search"
              className={`input ${styles.searchInput}`}
              placeholder={t('stores.placeholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </div>
        {cities.length > 1 ? (
          <fieldset className={styles.cities}>
            <legend className="visually-hidden">{t('stores.showCity')}</legend>
            {[ALL, ...cities].map((city) => {
              const active =
                city === ALL ? query.trim() === '' : query.trim().toLowerCase() === city.toLowerCase();
              return (
                <button
                  key={city}
                  type="button"
                  className={`${styles.chip} ${active ? styles.chipActive : ''}`}
                  aria-pressed={active}
                  onClick={() => setQuery(city === ALL ? '' : city)}
                >
                  {city === ALL ? t('stores.all') : city}
                </button>
              );
            })}
          </fieldset>
        ) : null}
      </search>

      <p className={styles.count} aria-live="polite">
        {isPending ? t('stores.loading') : t('stores.showing', { shown: shown.length, total: all.length })}
      </p>

      {isError ? (
        <PageState title={t('stores.loadFailed')} icon={<Store size={40} aria-hidden="true" />}>
          <p>{t('common.checkConnection')}</p>
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </PageState>
      ) : isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <StoreCardSkeleton key={n} />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <PageState
          title={t('stores.noMatch', { query: query.trim() })}
          icon={<Store size={40} aria-hidden="true" />}
        >
          <p>{t('stores.tryCity', { cities: cities.slice(0, 3).join(', ') || 'Mumbai' })}</p>
          <button type="button" className="btn btn-outline" onClick={() => setQuery('')}>
            {t('stores.showAll')}
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
