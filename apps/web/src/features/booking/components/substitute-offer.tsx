import type { Substitute } from '@vastra/shared/schemas';
import { Shuffle } from 'lucide-react';
import { useBookingTexts } from '@/i18n/texts/booking';
import { Link } from '@/lib/link';
import { substituteHref } from '../lib/substitute';
import styles from './rental-booking.module.css';

/**
 * 'SAF1001 is booked on your dates. SAF1002 (Red safa, No size), the same kind and size, is free
 * on your dates.' and a link to rent that piece, the date and period carried along.
 */
export function SubstituteOffer(props: {
  takenCode: string;
  offer: Substitute;
  eventDate: string;
  period: number;
  onFollow?: () => void;
}) {
  const { takenCode, offer, eventDate, period, onFollow } = props;
  const { t } = useBookingTexts();
  return (
    <div className={styles.offer} data-testid="substitute-offer">
      <p>
        {t('flow.booked', { code: takenCode })}{' '}
        {t('flow.substitute', { code: offer.code, name: offer.name, size: offer.sizeLabel })}
      </p>
      <Link className="btn btn-outline" to={substituteHref(offer, eventDate, period)} onClick={onFollow}>
        <Shuffle size={18} aria-hidden="true" />
        {t('flow.rentInstead', { code: offer.code })}
      </Link>
    </div>
  );
}
