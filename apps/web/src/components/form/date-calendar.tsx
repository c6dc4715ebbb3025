import { useLayoutEffect, useRef } from 'react';
import { type DayButtonProps, DayPicker } from 'react-day-picker';
import { hi } from 'react-day-picker/locale/hi';
import 'react-day-picker/style.css';
import { useTranslation } from '@/i18n';
import { isoToLocalDate, localDateToIso } from '@/lib/calendar-dates';
import styles from './date-calendar.module.css';

type DateCalendarProps = {
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (date: string) => void;
  /** Earliest date (YYYY-MM-DD): earlier days are disabled. */
  earliest: string;
  /** Latest day shown. */
  latest?: string;
  /** Further disabled days (booked for this piece and period). */
  isUnavailable?: (date: string) => boolean;
};

/**
 * The calendar's day button, focused in a layout effect: react-day-picker's own focuses itself in
 * an effect, and a renderer that runs late effects before its next render (Preact) let two stale
 * ones hand the focus back and forth for ever (record 32). A layout effect runs in the commit that
 * made this day the focused one, so only the current focused day takes the focus.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

/** The calendar behind a date field: too-early and booked days cannot be chosen. */
export default function DateCalendar({
  value,
  onChange,
  earliest,
  latest,
  isUnavailable,
}: DateCalendarProps) {
  const { t, i18n } = useTranslation();
  const start = isoToLocalDate(earliest);
  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="single"
        // English keeps the calendar's own labels; Hindi has month, weekday and button names in Hindi.
        {...(i18n.language === 'hi' ? { locale: hi } : {})}
        required={false}
        selected={value ? isoToLocalDate(value) : undefined}
        defaultMonth={value ? isoToLocalDate(value) : start}
        startMonth={start}
        endMonth={latest ? isoToLocalDate(latest) : undefined}
        weekStartsOn={1}
        components={{ DayButton }}
        disabled={[
          { before: start },
          ...(latest ? [{ after: isoToLocalDate(latest) }] : []),
          (day: Date) => isUnavailable?.(localDateToIso(day)) ?? false,
        ]}
        modifiers={{ booked: (day: Date) => isUnavailable?.(localDateToIso(day)) ?? false }}
        modifiersClassNames={{ booked: styles.booked ?? '' }}
        onSelect={(day) => {
          if (day) onChange(localDateToIso(day));
        }}
        footer={
          <p className={styles.legend}>
            <span className={styles.legendSwatch} aria-hidden="true" /> {t('dates.legend')}
          </p>
        }
      />
    </div>
  );
}
