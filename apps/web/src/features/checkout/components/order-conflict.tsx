import { useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@vastra/shared/schemas';
import { CalendarDays, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { swapKitPart } from '@/features/cart';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { PRIVATE_KEY } from '@/lib/query-client';
import { rentalChoiceSearch } from '@/lib/rental-choice-params';
import type { KitSwapOffer } from '../hooks/use-place-order';
import styles from './checkout.module.css';
import '@/i18n/texts/orders';

type OrderConflictProps = {
  message: string;
  items: readonly CartItem[];
  /** A kit's taken part and the free piece offered in its place. */
  swap?: KitSwapOffer | null;
  onSwapped?: () => void;
};

/**
 * A piece in the bag was booked by someone else meanwhile: the server's message, the bag as it
 * was, and two ways on: other dates on the piece's own calendar, or similar pieces free then.
 */
export function OrderConflict({ message, items, swap, onSwapped }: OrderConflictProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useEffect(() => ref.current?.focus(), []);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [swapError, setSwapError] = useState<string | null>(null);
  const putInPlace = async (offer: KitSwapOffer) => {
    setBusy(true);
    setSwapError(null);
    try {
      await swapKitPart({ from: offer.from, to: offer.to });
      await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] });
      onSwapped?.();
    } catch (error) {
      setSwapError(isApiError(error) ? translateMessage(error.message) : t('checkout.conflict.swapFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <p className={styles.conflictMessage}>{translateMessage(message)}</p>
      {swap ? (
        <p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => putInPlace(swap)}>
            {t('checkout.conflict.swap', { code: swap.to, part: swap.label })}
          </button>
          {swapError ? <span className="field-error"> {swapError}</span> : null}
        </p>
      ) : null}
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
