import type { CartItem } from '@vastra/shared/schemas';
import { CalendarDays, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { rentalChoiceSearch } from '@/lib/rental-choice-params';
import styles from './checkout.module.css';

type OrderConflictProps = { message: string; items: readonly CartItem[] };

/**
 * A piece in the bag was booked by someone else meanwhile: the server's message, the bag as it
 * was, and two ways on: other dates on the piece's own calendar, or similar pieces free then.
 */
export function OrderConflict({ message, items }: OrderConflictProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <p className={styles.conflictMessage}>{message}</p>
      <p>Your bag is kept as it was. You can:</p>
      <ul className={styles.conflictActions}>
        {items.map((item) => {
          const choice = rentalChoiceSearch({ eventDate: item.eventDate, period: item.period });
          const { product } = item;
          return (
            <li key={item.id}>
              {product.type === 'rent' ? (
                <Link className="btn btn-primary" to={paths.product.getHref(product.slug, product.code)}>
                  <CalendarDays size={18} aria-hidden="true" />
                  Choose other dates for {product.name}
                </Link>
              ) : null}
              <Link
                className="btn btn-outline"
                to={paths.listing.getHref(product.categorySlug, product.categoryCode, choice)}
              >
                <Search size={18} aria-hidden="true" />
                See similar {product.categoryName} free for your date
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
