import { Link } from 'react-router';
import { LISTING } from '@/config/site';
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
  if (pages <= 1) return null;
  const half = Math.floor(LISTING.pagerWindow / 2);
  const first = Math.max(1, Math.min(page - half, pages - LISTING.pagerWindow + 1));
  const last = Math.min(pages, first + LISTING.pagerWindow - 1);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label="Pages">
      <ul className={styles.pager}>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              PREV
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={hrefFor(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              NEXT
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
