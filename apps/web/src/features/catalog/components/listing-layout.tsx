import { useEffect, useRef } from 'react';
import { LISTING } from '@/config/site';
import styles from './listing.module.css';

/**
 * The card picture's width for srcset: a phone's grid is the screen less 16 px margins and 12 px
 * gaps; a desktop's is the container less its padding, the 260 px filters and the 16 px gaps.
 */
function cardImageSizes(layout: 'grid' | 'list', isPhone: boolean, cols: number): string {
  if (layout === 'list') return isPhone ? '38vw' : '220px';
  if (isPhone) return cols === 1 ? 'calc(100vw - 32px)' : 'calc(50vw - 22px)';
  return `calc((min(100vw, 1240px) - ${348 + (cols - 1) * 16}px) / ${cols})`;
}

export function clampCols(cols: number | undefined, isPhone: boolean): number {
  if (isPhone) return cols === 1 ? 1 : 2;
  return cols === 2 || cols === 3 ? cols : 4;
}

/** A phone's single column and a desktop's two are a list of wide cards; the rest a grid. */
export function cardLayout(isPhone: boolean, cols: number): 'grid' | 'list' {
  return (isPhone && cols === 1) || (!isPhone && cols === 2) ? 'list' : 'grid';
}

/**
 * The card picture's `sizes` for both screens at the chosen columns (the phone's behind a media
 * query): right before the page knows its screen (server render, hydration) and after, so the
 * browser never picks a second file for the same card.
 */
export function cardSizesBoth(chosen: number | undefined): string {
  const phone = clampCols(chosen, true);
  const desktop = clampCols(chosen, false);
  return `(max-width: 768px) ${cardImageSizes(cardLayout(true, phone), true, phone)}, ${cardImageSizes(cardLayout(false, desktop), false, desktop)}`;
}

/** Loads the next page 200 px before the end; 'Load More' for those who prefer to tap. */
export function InfiniteMore({
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
