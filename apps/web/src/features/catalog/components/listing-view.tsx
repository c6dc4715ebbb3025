import type { Category, ProductCard as ProductCardData } from '@vastra/shared/schemas';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Dialog } from '@/components/ui/dialog';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { LISTING, PHONE_MEDIA_QUERY } from '@/config/site';
import { useBranches, useShopperLocation } from '@/features/location';
import { useMediaQuery } from '@/lib/hooks';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useCategories } from '../api/get-categories';
import { type ProductsParams, useInfiniteProducts } from '../api/get-products';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingSearch, resetFilters } from '../lib/listing-filters';
import { type ListingSource, listingParams } from '../lib/listing-params';
import styles from './listing.module.css';
import { ListingFiltersPanel } from './listing-filters';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { SelectSizeDialog } from './select-size-dialog';
import { ViewToggle } from './view-toggle';

export const EMPTY_LISTING_MESSAGE = "Try adjusting the filters to find what you're looking for.";

type ListingViewProps =
  | { mode: 'category'; slug: string; id: string; cardAction?: (p: ProductCardData) => ReactNode }
  | { mode: 'search'; q: string; cardAction?: (p: ProductCardData) => ReactNode };

/** The rental listing (/listing/{slug}/{id}) and search results (/search-results?q=). */
export function ListingView(props: ListingViewProps) {
  const navigate = useNavigate();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
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
  const waitForPeriod = filters.eventDate !== undefined && settings === undefined;
  const products = useInfiniteProducts(params, !waitForPeriod);
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const firstPage = products.data?.pages[0];
  const total = firstPage?.total;
  /** '500+' when the server stopped counting (availability for an event date). */
  const totalText = firstPage ? `${firstPage.total}${firstPage.totalCapped ? '+' : ''}` : '';

  const heading =
    props.mode === 'search'
      ? props.q
        ? `Search results for “${props.q}”`
        : 'Search'
      : (category?.name ??
        (isAll
          ? slugGroup === 'women'
            ? 'Women All Collections'
            : slugGroup === 'men'
              ? 'Men All Collections'
              : 'All Collections'
          : ' '));
  usePageMeta({
    title: heading.trim() || 'Collection',
    description:
      category?.intro ||
      `${heading.trim() || 'Wedding outfits'} on rent at Vastra: filter by size, price, colour and your event date.`,
  });

  const crumbs: Crumb[] = [{ label: 'Home', href: paths.home.getHref() }];
  if (group) crumbs.push({ label: group === 'men' ? 'Men' : 'Women', href: paths.category.getHref(group) });
  crumbs.push({ label: props.mode === 'search' ? 'Search results' : heading });

  const cols = clampCols(filters.cols, isPhone);
  const layout = (isPhone && cols === 1) || (!isPhone && cols === 2) ? 'list' : 'grid';
  const sizes = cardImageSizes(layout, isPhone, cols);

  const onCategoryChange = (next: Category | null) => {
    // Choosing a category opens its listing; the price range starts again (spec §4).
    const keep = { ...filters, minPrice: undefined, maxPrice: undefined, size: undefined };
    setFiltersOpen(false);
    if (next) navigate(paths.listing.getHref(next.slug, next.code, listingSearch(keep)));
    else navigate(paths.listing.getHref(group ?? 'men', 'all', listingSearch(keep)));
  };

  const onOpenProduct = (product: ProductCardData, event: React.MouseEvent<HTMLAnchorElement>) => {
    const productCategory = all.find((c) => c.code === product.categoryCode);
    if (pincode && productCategory && !productCategory.isAccessory) {
      event.preventDefault();
      setSizeFor(product);
    }
  };

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
            {total === undefined ? '\u00a0' : `${totalText} ${total === 1 ? 'piece' : 'pieces'}`}
          </p>
        </div>
        <div className={styles.toolbar}>
          {isPhone ? (
            <button type="button" className="btn btn-outline" onClick={() => setFiltersOpen(true)}>
              <SlidersHorizontal size={18} aria-hidden="true" />
              Filters{activeCount ? ` (${activeCount})` : ''}
            </button>
          ) : null}
          <ViewToggle
            cols={cols}
            isPhone={isPhone}
            onChange={(n) => update({ cols: n }, { replace: true })}
          />
        </div>
      </header>

      <div className={styles.layout}>
        {isPhone ? (
          <Dialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title="Filters"
            description="Changes apply at once."
            hideDescription
            footer={
              <button type="button" className="btn btn-primary" onClick={() => setFiltersOpen(false)}>
                Show {totalText} results
              </button>
            }
          >
            {panel}
          </Dialog>
        ) : (
          <aside className={styles.sidebar} aria-label="Filters">
            {panel}
          </aside>
        )}

        <section className={styles.results} aria-label="Products" aria-busy={products.isPending}>
          {products.isPending || waitForPeriod ? (
            <ul className={styles.grid} style={{ '--cols': cols } as React.CSSProperties}>
              {Array.from({ length: isPhone ? 4 : 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <li key={i}>
                  <ProductCardSkeleton layout={layout} />
                </li>
              ))}
            </ul>
          ) : products.isError ? (
            <PageState title="We could not load the collection">
              <button type="button" className="btn btn-outline" onClick={() => products.refetch()}>
                Try again
              </button>
            </PageState>
          ) : items.length === 0 ? (
            <PageState title="No pieces found" icon={<SearchX size={40} aria-hidden="true" />}>
              <p>{EMPTY_LISTING_MESSAGE}</p>
            </PageState>
          ) : (
            <>
              <ul className={styles.grid} style={{ '--cols': cols } as React.CSSProperties}>
                {items.map((product, index) => (
                  <li key={product.code}>
                    <ProductCard
                      product={product}
                      layout={layout}
                      sizes={sizes}
                      priority={index < (isPhone ? 2 : 4)}
                      action={props.cardAction?.(product)}
                      onOpen={onOpenProduct}
                    />
                  </li>
                ))}
              </ul>
              <InfiniteMore
                hasMore={products.hasNextPage}
                loading={products.isFetchingNextPage}
                onMore={() => products.fetchNextPage()}
              />
            </>
          )}
        </section>
      </div>
      <SelectSizeDialog product={sizeFor} onClose={() => setSizeFor(null)} />
    </div>
  );
}

/**
 * The card picture's width for srcset: a phone's grid is the screen less 16 px margins and 12 px
 * gaps; a desktop's is the container less its padding, the 260 px filters and the 16 px gaps.
 */
function cardImageSizes(layout: 'grid' | 'list', isPhone: boolean, cols: number): string {
  if (layout === 'list') return isPhone ? '38vw' : '220px';
  if (isPhone) return cols === 1 ? 'calc(100vw - 32px)' : 'calc(50vw - 22px)';
  return `calc((min(100vw, 1240px) - ${348 + (cols - 1) * 16}px) / ${cols})`;
}

function clampCols(cols: number | undefined, isPhone: boolean): number {
  if (isPhone) return cols === 1 ? 1 : 2;
  return cols === 2 || cols === 3 ? cols : 4;
}

/** Loads the next page 200 px before the end; 'Load More' for those who prefer to tap. */
function InfiniteMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: `0px 0px ${LISTING.infiniteScrollMarginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div className={styles.more}>
      <div ref={sentinel} aria-hidden="true" />
      {loading ? (
        <p role="status" className={styles.loadingMore}>
          Loading more items...
        </p>
      ) : hasMore ? (
        <button type="button" className="btn btn-outline" onClick={onMore}>
          Load More
        </button>
      ) : null}
    </div>
  );
}
