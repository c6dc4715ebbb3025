import { DEFAULT_LANGUAGE } from '@vastra/shared/languages';
import { allPiecesLabel, collectionPageDescription, collectionPageTitle } from '@vastra/shared/rules';
import type { Category, ProductCard as ProductCardData } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { DESKTOP_MEDIA_QUERY, PHONE_MEDIA_QUERY } from '@/config/site';
import { useBranches, useShopperLocation } from '@/features/location';
import { useTranslation } from '@/i18n';
import { useMediaQueryOnceKnown, whenMedia } from '@/lib/hooks';
import { InTurn } from '@/lib/hydrate-in-turns';
import { usePageMeta } from '@/lib/page-meta';
import { rentalChoiceSearch } from '@/lib/rental-choice-params';
import { useSettings } from '@/lib/settings';
import { useCategories } from '../api/get-categories';
import { type ProductsParams, useInfiniteProducts } from '../api/get-products';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingSearch, resetFilters } from '../lib/listing-filters';
import { type ListingSource, listingParams } from '../lib/listing-params';
import styles from './listing.module.css';
import { ListingFiltersPanel } from './listing-filters';
import { cardLayout, cardSizesBoth, clampCols, InfiniteMore } from './listing-layout';
import { ListingResults } from './listing-results';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { SelectSizeDialog } from './select-size-dialog';
import { ViewToggle } from './view-toggle';

type CardAction = (p: ProductCardData) => ReactNode;
/** The sidebar's filters, hidden by CSS on a phone, are taken over on a desktop only (record 50). */
const onDesktop = whenMedia(DESKTOP_MEDIA_QUERY);
type RentalListingProps =
  | { mode: 'category'; slug: string; id: string; cardAction?: CardAction }
  | { mode: 'search'; q: string; cardAction?: CardAction };

/**
 * A listing of pieces: the rental listing (/listing/{slug}/{id}) or search results
 * (/search-results?q=). The sale of pre-used pieces (/buy/) is SaleListing, a chunk of its own.
 */
export function ListingView(props: RentalListingProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Unknown in the server's render and the hydration: the page is drawn for both screens (CSS
  // shows the filters button or the sidebar, and the columns), so nothing moves when it is known.
  const phone = useMediaQueryOnceKnown(PHONE_MEDIA_QUERY);
  const isPhone = phone === true;
  const { filters, setFilters, update } = useListingFilters(props.mode === 'search' ? { q: props.q } : {});
  const saved = useShopperLocation();
  const men = useCategories('men');
  const women = useCategories('women');
  const branches = useBranches();
  const settings = useSettings().data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sizeFor, setSizeFor] = useState<ProductCardData | null>(null);

  const categories = { men: men.data ?? [], women: women.data ?? [] };
  const all = [...categories.men, ...categories.women];
  const isAll = props.mode === 'category' && props.id.toLowerCase() === 'all';
  const category =
    props.mode === 'category' && !isAll
      ? all.find((c) => c.code === props.id || c.slug === props.id)
      : undefined;
  const slugGroup =
    props.mode === 'category' && (props.slug === 'men' || props.slug === 'women') ? props.slug : undefined;
  const group = category?.group ?? (isAll ? slugGroup : undefined);

  // The URL's choice wins; else the shopper's saved branch and pincode.
  const branchCode = filters.branch === 'all' ? null : (filters.branch ?? saved.branchCode);
  const pincode = filters.pincode ?? saved.pincode;

  const source: ListingSource = useMemo(
    () =>
      props.mode === 'search'
        ? { mode: 'search', q: props.q }
        : { mode: 'category', slug: props.slug, id: props.id },
    [props],
  );
  const params: ProductsParams = useMemo(
    () => listingParams(source, filters, saved.branchCode, settings?.rental.defaultPeriod),
    [source, filters, saved.branchCode, settings],
  );
  // The event date and period go with the shopper to the product page.
  const choiceSearch = rentalChoiceSearch({
    eventDate: filters.eventDate,
    period: filters.period ?? settings?.rental.defaultPeriod,
  });
  const waitForPeriod = filters.eventDate !== undefined && settings === undefined;
  const products = useInfiniteProducts(params, !waitForPeriod);
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const firstPage = products.data?.pages[0];
  const total = firstPage?.total;
  /** '100+' when the server stopped counting (rentals scroll on while pages come back full). */
  const totalText = firstPage ? `${firstPage.total}${firstPage.totalCapped ? '+' : ''}` : '';

  const heading =
    props.mode === 'search'
      ? props.q
        ? t('listing.searchFor', { q: props.q })
        : t('listing.search')
      : (category?.name ??
        (isAll
          ? slugGroup === 'women'
            ? t('listing.womenAll')
            : slugGroup === 'men'
              ? t('listing.menAll')
              : t('listing.all')
          : ' '));
  // A collection's English title and description are the server's (record 58): a category's, or
  // a group's whole collection ("Men's collection on rent"); search results and Hindi headings
  // are the page's own.
  const collection =
    category?.name ?? (isAll && i18n.language === DEFAULT_LANGUAGE ? allPiecesLabel(slugGroup) : undefined);
  usePageMeta({
    title: collection ? collectionPageTitle(collection) : heading.trim() || 'Collection',
    description:
      category?.intro || collectionPageDescription(collection ?? (heading.trim() || 'Wedding outfits')),
  });

  const crumbs: Crumb[] = [{ label: t('listing.home'), href: paths.home.getHref() }];
  if (group)
    crumbs.push({
      label: group === 'men' ? t('listing.men') : t('listing.women'),
      href: paths.category.getHref(group),
    });
  crumbs.push({ label: props.mode === 'search' ? t('listing.searchResults') : heading });

  const cols = clampCols(filters.cols, isPhone);
  const layout = cardLayout(isPhone, cols);
  const sizes = cardSizesBoth(filters.cols);

  const onCategoryChange = (next: Category | null) => {
    // Choosing a category opens its listing; the price range starts again.
    const keep = { ...filters, minPrice: undefined, maxPrice: undefined, size: undefined };
    setFiltersOpen(false);
    if (next) navigate(paths.listing.getHref(next.slug, next.code, listingSearch(keep)));
    else navigate(paths.listing.getHref(group ?? 'men', 'all', listingSearch(keep)));
  };

  // One function for the cards' whole life, reading this render's values: a card is drawn again
  // only when its piece or layout changes (ProductCard is memoised).
  const openProduct = useRef<(product: ProductCardData, event: React.MouseEvent<HTMLAnchorElement>) => void>(
    () => undefined,
  );
  openProduct.current = (product, event) => {
    const productCategory = all.find((c) => c.code === product.categoryCode);
    if (pincode && productCategory && !productCategory.isAccessory) {
      event.preventDefault();
      setSizeFor(product);
    }
  };
  const onOpenProduct = useCallback(
    (product: ProductCardData, event: React.MouseEvent<HTMLAnchorElement>) =>
      openProduct.current(product, event),
    [],
  );

  const activeCount = [
    filters.size,
    filters.colour,
    filters.eventDate,
    filters.minPrice,
    filters.pincode,
    filters.branch,
  ].filter((v) => v !== undefined).length;

  const panel = (
    <ListingFiltersPanel
      filters={filters}
      update={update}
      onReset={() => setFilters(resetFilters(filters))}
      categoryCode={category?.code}
      group={group}
      categories={categories}
      onCategoryChange={onCategoryChange}
      branches={branches.data ?? []}
      branchCode={branchCode}
      pincode={pincode}
    />
  );

  return (
    <div className="container">
      <Breadcrumb items={crumbs} />
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          {category?.intro ? <p className={styles.intro}>{category.intro}</p> : null}
          <p className={styles.count} aria-live="polite">
            {total === undefined ? '\u00a0' : t('listing.pieces', { count: total, total: totalText })}
          </p>
        </div>
        <div className={styles.toolbar}>
          {phone !== false ? (
            <button
              type="button"
              className={`btn btn-outline ${phone === undefined ? styles.phoneOnly : ''}`}
              onClick={() => setFiltersOpen(true)}
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {activeCount ? t('listing.filtersCount', { count: activeCount }) : t('listing.filters')}
            </button>
          ) : null}
          {phone === undefined ? (
            <>
              <ViewToggle
                cols={clampCols(filters.cols, true)}
                isPhone
                onChange={(n) => update({ cols: n }, { replace: true })}
                className={styles.phoneOnly}
              />
              <ViewToggle
                cols={clampCols(filters.cols, false)}
                isPhone={false}
                onChange={(n) => update({ cols: n }, { replace: true })}
                className={styles.desktopOnly}
              />
            </>
          ) : (
            <ViewToggle
              cols={cols}
              isPhone={isPhone}
              onChange={(n) => update({ cols: n }, { replace: true })}
            />
          )}
        </div>
      </header>

      <div className={styles.layout}>
        {isPhone ? (
          <Dialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={t('listing.filters')}
            description={t('listing.applyAtOnce')}
            hideDescription
            footer={
              <button type="button" className="btn btn-primary" onClick={() => setFiltersOpen(false)}>
                {t('listing.showResults', { total: totalText })}
              </button>
            }
          >
            {panel}
          </Dialog>
        ) : (
          <InTurn id="listing-filters" until={onDesktop}>
            <aside
              className={`${styles.sidebar} ${phone === undefined ? styles.desktopOnly : ''}`}
              aria-label={t('listing.filters')}
            >
              {panel}
            </aside>
          </InTurn>
        )}

        <ListingResults
          className={styles.results}
          busy={products.isPending}
          loading={products.isPending || waitForPeriod}
          failed={products.isError}
          failedTitle={t('listing.failed')}
          onRetry={() => products.refetch()}
          items={items}
          cols={{ phone: clampCols(filters.cols, true), desktop: clampCols(filters.cols, false) }}
          isPhone={isPhone}
          placeholder={<ProductCardSkeleton layout={layout} />}
          card={(product, index) => (
            <InTurn id={`card-${product.code}`}>
              <ProductCard
                product={product}
                layout={layout}
                sizes={sizes}
                priority={index < (phone === false ? 4 : 2)}
                action={props.cardAction?.(product)}
                onOpen={onOpenProduct}
                search={choiceSearch}
              />
            </InTurn>
          )}
        >
          <InfiniteMore
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            onMore={() => products.fetchNextPage()}
          />
        </ListingResults>
      </div>
      <SelectSizeDialog product={sizeFor} onClose={() => setSizeFor(null)} search={choiceSearch} />
    </div>
  );
}
