import { useId } from 'react';
import { DateField } from '@/components/form/date-field';
import { useBookingTexts } from '@/i18n/texts/booking';
import type { RentalChoice } from '../hooks/use-rental-choice';
import styles from './rental-choice-fields.module.css';

type RentalChoiceFieldsProps = {
  choice: RentalChoice;
  periods: readonly number[];
  /** A refusal to show under the event date (e.g. the server's conflict message). */
  dateError?: string | null;
  onEventDateChange?: (date: string | null) => void;
  /** The buttons sit on the page's paper colour (the product page), not on the dialog's. */
  onPaper?: boolean;
};

/** The rental period buttons and the event date: the two choices every rental starts from. */
export function RentalChoiceFields({
  choice,
  periods,
  dateError,
  onEventDateChange,
  onPaper,
}: RentalChoiceFieldsProps) {
  const { t } = useBookingTexts();
  const id = useId();
  return (
    <>
      <fieldset className={onPaper ? `${styles.periods} ${styles.paper}` : styles.periods}>
        <legend className="field-label">{t('details.period')}</legend>
        <div className={styles.periodButtons}>
          {periods.map((days) => (
            <label key={days} className={styles.period}>
              <input
                type="radio"
                name={`${id}-period`}
                value={days}
                checked={choice.period === days}
                onChange={() => choice.setPeriod(days)}
              />
              <span>{t('common.days', { days })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <DateField
        calendarHint={t('details.eventHint')}
        id={`${id}-event`}
        label={t('details.eventDate')}
        value={choice.eventDate}
        earliest={choice.earliest}
        isUnavailable={choice.isUnavailable}
        validate={choice.validate}
        error={dateError}
        onChange={onEventDateChange ?? choice.setEventDate}
      />
    </>
  );
}
