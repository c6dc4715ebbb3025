import { formatCartDate } from '@vastra/shared/rules';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { parseCartDate } from '../lib/cart-date';
import styles from './cart.module.css';

const EventCalendar = lazy(() => import('@/features/booking/components/event-calendar'));

type DeliveryDateFieldProps = {
  id: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange: (date: string) => void;
  earliest: string;
  isUnavailable: (date: string) => boolean;
  error?: string;
};

/**
 * The cart's delivery date as dd/mm/yy: typed, or chosen in the calendar, where days that are too
 * early or whose rental would meet a booked day cannot be chosen.
 */
export function DeliveryDateField({
  id,
  value,
  onChange,
  earliest,
  isUnavailable,
  error,
}: DeliveryDateFieldProps) {
  const [text, setText] = useState(formatCartDate(value));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setText(formatCartDate(value));
    setTypedError(null);
  }, [value]);

  const commit = (raw: string) => {
    const iso = parseCartDate(raw);
    if (!iso) {
      setTypedError('Please enter the date as dd/mm/yy.');
      return;
    }
    if (iso < earliest || isUnavailable(iso)) {
      setTypedError('This date is not available. Please choose another in the calendar.');
      return;
    }
    setTypedError(null);
    if (iso !== value) onChange(iso);
  };

  const message = typedError ?? error ?? null;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Delivery date
      </label>
      <div className={styles.dateRow}>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder="dd/mm/yy"
          autoComplete="off"
          maxLength={8}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (/^\d{2}\/\d{2}\/\d{2}$/.test(e.target.value)) commit(e.target.value);
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(e.currentTarget.value);
            }
          }}
        />
        <button
          type="button"
          className="btn-icon"
          aria-label="Open calendar: delivery date"
          onClick={() => setOpen(true)}
        >
          <CalendarDays size={20} aria-hidden="true" />
        </button>
      </div>
      {message ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Delivery date"
        description="Choose the day we deliver."
      >
        {open ? (
          <Suspense fallback={<div className="skeleton" style={{ height: 320 }} />}>
            <EventCalendar
              value={value}
              earliest={earliest}
              isUnavailable={isUnavailable}
              onChange={(date) => {
                setOpen(false);
                setTypedError(null);
                onChange(date);
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}
