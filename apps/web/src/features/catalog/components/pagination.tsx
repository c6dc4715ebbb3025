import { LISTING } from '@/config/site';
import { useShopTexts } from '@/i18n/texts/shop';
import { Link } from '@/lib/link';
import styles from './listing.module.css';

/** Numbered pages with PREV/NEXT, a window of ten; nothing when there is a single page. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useShopTexts();
  if (pages <= 1) return null;
  const half = Math.floor(LISTING.pagerWindow / 2);
  const first = Math.max(1, Math.min(page - half, pages - LISTING.pagerWindow + 1));
  const last = Math.min(pages, first + LISTING.pagerWindow - 1);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label={t('listing.pages')}>
      <ul className={styles.pager}>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {t('listing.prev')}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={hrefFor(n)} aria-label={t('listing.page', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {t('listing.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
