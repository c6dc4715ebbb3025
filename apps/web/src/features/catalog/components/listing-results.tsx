import { SearchX } from 'lucide-react';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { PageState } from '@/components/ui/page-state';
import { useShopTexts } from '@/i18n/texts/shop';
import styles from './listing.module.css';

type ListingResultsProps<T extends { code: string }> = {
  /** aria-busy of the section: the first page is on its way. */
  busy: boolean;
  /** Placeholders instead of cards. */
  loading: boolean;
  failed: boolean;
  /** 'We could not load the collection' (or the sale). */
  failedTitle: string;
  onRetry: () => void;
  items: readonly T[];
  /** Columns; or each screen's, chosen by CSS (a page that does not know its screen yet). */
  cols: number | { phone: number; desktop: number };
  isPhone: boolean;
  /** The cards of the page before, shown faded while the next page loads (numbered pages). */
  dimmed?: boolean;
  className?: string;
  placeholder: ReactNode;
  card: (item: T, index: number) => ReactNode;
  /** After the cards, e.g. 'Load More'. */
  children?: ReactNode;
};

/** The pieces of a listing: placeholders, then the cards; or why there are none. */
export function ListingResults<T extends { code: string }>(props: ListingResultsProps<T>) {
  const { items, cols, isPhone } = props;
  const { t } = useShopTexts();
  const headingId = useId();
  const colsVars: Record<string, number> =
    typeof cols === 'number'
      ? { '--cols': cols }
      : { '--cols-phone': cols.phone, '--cols-desktop': cols.desktop };
  const colsStyle = colsVars as CSSProperties;
  const gridStyle = { ...colsStyle };
  if (props.dimmed !== undefined) gridStyle.opacity = props.dimmed ? 0.6 : 1;
  return (
    <section className={props.className} aria-labelledby={headingId} aria-busy={props.busy}>
      {/* The cards' names are h3s: a heading of their own level above them keeps the outline whole. */}
      <h2 id={headingId} className="visually-hidden">
        {t('listing.products')}
      </h2>
      {props.loading ? (
        <ul className={styles.grid} style={colsStyle}>
          {Array.from({ length: isPhone ? 4 : 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={i}>{props.placeholder}</li>
          ))}
        </ul>
      ) : props.failed ? (
        <PageState title={props.failedTitle}>
          <button type="button" className="btn btn-outline" onClick={props.onRetry}>
            {t('listing.tryAgain')}
          </button>
        </PageState>
      ) : items.length === 0 ? (
        <PageState title={t('listing.none')} icon={<SearchX size={40} aria-hidden="true" />}>
          <p>{t('listing.noneText')}</p>
        </PageState>
      ) : (
        <>
          <ul className={styles.grid} style={gridStyle}>
            {items.map((item, index) => (
              <li key={item.code}>{props.card(item, index)}</li>
            ))}
          </ul>
          {props.children}
        </>
      )}
    </section>
  );
}
