import { measurementsStale, todayInIndia } from '@vastra/shared/rules';
import type { Measurements } from '@vastra/shared/schemas';
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { useSaveMeasurements } from '@/features/account';
import { useFormat } from '@/i18n/format';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import styles from './booking-flow.module.css';

type StillRightProps = {
  saved: Measurements | null;
  freshMonths: number;
  /** The clock, for tests; the browser's by default. */
  now?: Date;
};

/**
 * Saved measurements older than the shop's limit are asked about before renting: 'Still right?'
 * with the date they were saved. Yes saves them again as they are (their date becomes today);
 * otherwise the customer corrects the fields below, which are saved with the booking.
 */
export function StillRight({ saved, freshMonths, now = new Date() }: StillRightProps) {
  const confirm = useSaveMeasurements();
  const { t } = useBookingTexts();
  const { shortDate } = useFormat();
  const [confirmed, setConfirmed] = useState(false);
  if (confirmed) {
    return (
      <p className={styles.success} role="status" data-testid="measurements-confirmed">
        {t('measure.thanks')}
      </p>
    );
  }
  if (!saved?.updatedAt || !measurementsStale(saved.updatedAt, now, freshMonths)) return null;
  const savedOn = shortDate(todayInIndia(new Date(saved.updatedAt)));
  return (
    <div className={styles.notice} data-testid="measurements-still-right">
      <Ruler size={20} aria-hidden="true" />
      <div>
        <p>
          <strong>{t('measure.stillRight')}</strong> {t('measure.savedOn', { date: savedOn })}
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate({}, { onSuccess: () => setConfirmed(true) })}
        >
          {confirm.isPending ? t('common.saving') : t('measure.yes')}
        </button>
        {confirm.isError ? <p role="alert">{t('measure.saveFailed')}</p> : null}
      </div>
    </div>
  );
}
