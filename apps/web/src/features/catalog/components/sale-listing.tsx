import type { ProductCard } from '@vastra/shared/schemas';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isSort } from '@/config/catalog';
import { paths } from '@/config/paths';
import { LISTING, PHONE_MEDIA_QUERY } from '@/config/site';
import { useTranslation } from '@/i18n';
import { useSaleTexts } from '@/i18n/texts/sale';
import { useMediaQuery } from '@/lib/hooks';
import { usePageMeta } from '@/lib/page-meta';
import { keepScroll } from '@/lib/scroll-restoration';
import { useProductsPage } from '../api/get-products';
import { useSizes } from '../api/get-sizes';
import styles from './listing.module.css';
import { ListingResults } from './listing-results';
import { Pagination } from './pagination';
import { ProductCardSkeleton } from './product-card';
import { SaleCard } from './sale-card';
import { SizeSelect } from './size-select';
import { SortSelect } from './sort-select';

/** 'PRE USED - SALE' (/buy/): pre-used pieces, numbered pages; filters in the URL. */
export function SaleListing({ cardAction }: { cardAction?: (p: ProductCard) => ReactNode }) {
  const id = useId();
  const { t } = useTranslation();
  const { t: ts } = useSaleTexts();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [params, setParams] = useSearchParams();
  const group =
    params.get('group') === 'men' || params.get('group') === 'women'
      ? (params.get('group') as 'men' | 'women')
      : undefined;
  const size = /^\d{2}$/.test(params.get('size') ?? '') ? Number(params.get('size')) : undefined;
  const category = /^[A-Za-z0-9-]{1,60}$/.test(params.get('category') ?? '')
    ? (params.get('category') ?? undefined)
    : undefined;
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : 'latest';
  const page = Math.max(1, Number(params.get('page')) || 1);

  usePageMeta({ title: ts('listing.title'), description: ts('listing.description') });

  const query = useMemo(
    () => ({ type: 'buy' as const, group, size, category, sort, limit: LISTING.pageSize }),
    [group, size, category, sort],
  );
  const result = useProductsPage(query, page);
  const sizes = useSizes(group ? { group } : { group: 'men' }).data ?? [];
  const items = result.data?.items ?? [];
  const pages = result.data ? Math.ceil(result.data.total / result.data.pageSize) : 0;

  // The category choices are those of the pieces on the page.
  const categoryOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of items) seen.set(p.categoryCode, p.categoryName);
    return [...seen.entries()];
  }, [items]);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { state: keepScroll });
  };
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const text = next.toString();
    return `${paths.buy.getHref()}${text ? `?${text}` : ''}`;
  };

  const cols = isPhone ? 2 : 4;
  return (
    <div className="container">
      <Breadcrumb
        items={[{ label: t('listing.home'), href: paths.home.getHref() }, { label: ts('listing.shop') }]}
        separator="slash"
      />
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{ts('listing.title')}</h1>
          <p className={styles.intro}>{ts('listing.intro')}</p>
        </div>
      </header>
      <div className={styles.saleFilters}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-group`}>
            {ts('listing.mainCategory')}
          </label>
          <select
            id={`${id}-group`}
            className="select"
            value={group ?? ''}
            onChange={(e) => set({ group: e.target.value, category: undefined, size: undefined })}
          >
            <option value="">{t('listing.allCategory')}</option>
            <option value="men">{t('listing.men')}</option>
            <option value="women">{t('listing.women')}</option>
          </select>
        </div>
        <SizeSelect id={`${id}-size`} value={size} sizes={sizes} onChange={(next) => set({ size: next })} />
        <div className="field">
          <label className="field-label" htmlFor={`${id}-category`}>
            {t('listing.category')}
          </label>
          <select
            id={`${id}-category`}
            className="select"
            value={category ?? ''}
            onChange={(e) => set({ category: e.target.value })}
          >
            <option value="">{ts('listing.all')}</option>
            {categoryOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
            {category && !categoryOptions.some(([code]) => code === category) ? (
              <option value={category}>{category}</option>
            ) : null}
          </select>
        </div>
        <SortSelect
          id={`${id}-sort`}
          value={sort}
          onChange={(next) => set({ sort: next === 'latest' ? undefined : next })}
        />
        <button type="button" className="btn btn-ghost" onClick={() => setParams(new URLSearchParams())}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('listing.reset')}
        </button>
      </div>

      <ListingResults
        busy={result.isPending}
        loading={result.isPending}
        failed={result.isError}
        failedTitle={ts('listing.failed')}
        onRetry={() => result.refetch()}
        items={items}
        cols={cols}
        isPhone={isPhone}
        dimmed={result.isPlaceholderData}
        placeholder={<ProductCardSkeleton />}
        card={(product, index) => (
          <SaleCard
            product={product}
            action={cardAction?.(product)}
            sizes={isPhone ? 'calc(50vw - 22px)' : 'calc((min(100vw, 1240px) - 112px) / 4)'}
            priority={index < cols}
          />
        )}
      />
      <Pagination page={page} pages={pages} hrefFor={hrefFor} />
    </div>
  );
}
