import { earliestEventDate, eventDateError, todayInIndia } from '@vastra/shared/rules';
import type { Branch, Category } from '@vastra/shared/schemas';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { DateField } from '@/components/form/date-field';
import { PriceRange } from '@/components/ui/price-range';
import { COLOURS } from '@/config/catalog';
import { LISTING } from '@/config/site';
import { useTranslation } from '@/i18n';
import { InTurn } from '@/lib/hydrate-in-turns';
import { useSettings } from '@/lib/settings';
import { useSizes } from '../api/get-sizes';
import type { ListingFilters } from '../lib/listing-filters';
import styles from './listing.module.css';
import { SizeSelect } from './size-select';
import { SortSelect } from './sort-select';

type ListingFiltersPanelProps = {
  filters: ListingFilters;
  update: (patch: Partial<ListingFilters>) => void;
  onReset: () => void;
  /** The listing's category code; undefined for 'all' and search. */
  categoryCode?: string;
  group?: 'men' | 'women';
  categories: { men: Category[]; women: Category[] };
  onCategoryChange: (category: Category | null) => void;
  branches: Branch[];
  /** The branch and pincode in force (URL, else the shopper's saved choice). */
  branchCode: string | null;
  pincode: string | null;
};

/** Size, category, sort, price, colour, event date, pincode and branch; every change goes to the URL. */
export function ListingFiltersPanel(props: ListingFiltersPanelProps) {
  const { filters, update, onReset, categoryCode, group, categories, onCategoryChange, branches } = props;
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings().data;
  const sizes = useSizes(categoryCode ? { category: categoryCode } : { group: group ?? 'men' }).data ?? [];
  const today = todayInIndia();
  const allCategories = [...categories.men, ...categories.women];

  return (
    <div className={styles.filters}>
      <div className={styles.filtersHead}>
        <h2 className={styles.filtersTitle}>{t('listing.filters')}</h2>
        <button type="button" className="btn btn-ghost" onClick={onReset}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('listing.reset')}
        </button>
      </div>

      <SizeSelect
        id={`${id}-size`}
        value={filters.size}
        sizes={sizes}
        onChange={(size) => update({ size: size ? Number(size) : undefined })}
      />

      <div className="field">
        <label className="field-label" htmlFor={`${id}-category`}>
          {t('listing.category')}
        </label>
        <select
          id={`${id}-category`}
          className="select"
          value={categoryCode ?? ''}
          onChange={(e) => onCategoryChange(allCategories.find((c) => c.code === e.target.value) ?? null)}
        >
          <option value="">{t('listing.allCategory')}</option>
          {(['men', 'women'] as const).map((g) =>
            categories[g].length ? (
              <optgroup key={g} label={g === 'men' ? t('listing.men') : t('listing.women')}>
                {categories[g].map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      </div>

      <SortSelect id={`${id}-sort`} value={filters.sort} onChange={(sort) => update({ sort })} />

      <InTurn id="filter-price">
        <PriceRange
          min={LISTING.priceMin}
          max={LISTING.priceMax}
          step={LISTING.priceStep}
          debounceMs={LISTING.priceDebounceMs}
          value={[filters.minPrice ?? LISTING.priceMin, filters.maxPrice ?? LISTING.priceMax]}
          onCommit={([min, max]) =>
            update({
              minPrice: min === LISTING.priceMin && max === LISTING.priceMax ? undefined : min,
              maxPrice: min === LISTING.priceMin && max === LISTING.priceMax ? undefined : max,
            })
          }
        />
      </InTurn>

      <div className="field">
        <label className="field-label" htmlFor={`${id}-colour`}>
          {t('listing.colour')}
        </label>
        <select
          id={`${id}-colour`}
          className="select"
          value={filters.colour ?? ''}
          onChange={(e) => update({ colour: e.target.value || undefined })}
        >
          <option value="">{t('listing.allColours')}</option>
          {COLOURS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>

      {settings ? (
        <InTurn id="filter-event-date">
          <DateField
            calendarHint={t('listing.eventHint')}
            id={`${id}-event-date`}
            label={t('listing.eventDate')}
            value={filters.eventDate ?? null}
            earliest={earliestEventDate(today, settings.rental)}
            validate={(date) => eventDateError(date, today, settings.rental)}
            onChange={(date) => update({ eventDate: date ?? undefined })}
          />
        </InTurn>
      ) : (
        <div className="field">
          <span className="field-label">{t('listing.eventDate')}</span>
          <div className="skeleton" style={{ height: 44 }} />
        </div>
      )}

      {settings ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-period`}>
            {t('listing.period')}
          </label>
          <select
            id={`${id}-period`}
            className="select"
            value={filters.period ?? settings.rental.defaultPeriod}
            onChange={(e) => {
              const days = Number(e.target.value);
              update({ period: days === settings.rental.defaultPeriod ? undefined : days });
            }}
          >
            {settings.rental.periods.map((days) => (
              <option key={days} value={days}>
                {t('listing.days', { days })}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="field">
        <label className="field-label" htmlFor={`${id}-pincode`}>
          {t('listing.pincode')}
        </label>
        <input
          id={`${id}-pincode`}
          key={props.pincode ?? 'none'}
          className="input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('listing.pincodePlaceholder')}
          defaultValue={props.pincode ?? ''}
          onChange={(e) => {
            const value = e.target.value.replace(/\D/g, '');
            if (value.length === 6) update({ pincode: value });
            if (value.length === 0 && filters.pincode) update({ pincode: undefined });
          }}
        />
      </div>

      <div className="field">
        <label className="field-label" htmlFor={`${id}-branch`}>
          {t('listing.branch')}
        </label>
        <select
          id={`${id}-branch`}
          className="select"
          value={props.branchCode ?? 'all'}
          onChange={(e) => update({ branch: e.target.value })}
        >
          <option value="all">{t('listing.allBranches')}</option>
          {branches.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}, {b.city}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
