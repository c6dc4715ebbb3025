import type { CartItem } from '@vastra/shared/schemas';
import { CalendarDays, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { rentalChoiceSearch } from '@/lib/rental-choice-params';
import styles from './checkout.module.css';

type OrderConflictProps = { message: string; items: readonly CartItem[] };

/**
 * A piece in the bag was booked by someone else meanwhile: the server's message, the bag as it
 * was, and two ways on: other dates on the piece's own calendar, or similar pieces free then.
 */
export function OrderConflict({ message, items }: OrderConflictProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <p className={styles.conflictMessage}>{translateMessage(message)}</p>
      <p>{t('checkout.conflict.kept')}</p>
      <ul className={styles.conflictActions}>
        {items.map((item) => {
          const choice = rentalChoiceSearch({ eventDate: item.eventDate, period: item.period });
          const { product } = item;
          return (
            <li key={item.id}>
              {product.type === 'rent' ? (
                <Link className="btn btn-primary" to={paths.product.getHref(product.slug, product.code)}>
                  <CalendarDays size={18} aria-hidden="true" />
                  {t('checkout.conflict.otherDates', { name: product.name })}
                </Link>
              ) : null}
              <Link
                className="btn btn-outline"
                to={paths.listing.getHref(product.categorySlug, product.categoryCode, choice)}
              >
                <Search size={18} aria-hidden="true" />
                {t('checkout.conflict.similar', { category: product.categoryName })}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
