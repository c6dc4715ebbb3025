import { formatEventDate, parseEventDate } from '@vastra/shared/rules';
import { CalendarDays, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from './event-date-field.module.css';

const EventCalendar = lazy(() => import('./event-calendar'));

type EventDateFieldProps = {
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (date: string | null) => void;
  earliest: string;
  latest?: string;
  isUnavailable?: (date: string) => boolean;
  /** An error to show under the field (e.g. the too-early or conflict message). */
  error?: string | null;
  /** Checks a typed date; returns a message to refuse it. */
  validate?: (date: string) => string | null;
  id?: string;
};

/**
 * Event date as dd/mm/yyyy: type it, or choose it in the calendar (loaded when opened). A typed
 * date that the calendar would refuse is refused with the same rule.
 */
export function EventDateField(props: EventDateFieldProps) {
  const { label, value, onChange, earliest, latest, isUnavailable, error, validate } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [text, setText] = useState(value ? formatEventDate(value) : '');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setText(value ? formatEventDate(value) : '');
    setTypedError(null);
  }, [value]);

  const commit = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed === '') {
      setTypedError(null);
      if (value !== null) onChange(null);
      return;
    }
    const iso = parseEventDate(trimmed);
    if (!iso || formatEventDate(iso) !== trimmed || Number.isNaN(Date.parse(iso))) {
      setTypedError('Please enter the date as dd/mm/yyyy.');
      return;
    }
    const refusal = validate?.(iso) ?? (isUnavailable?.(iso) ? 'This date is not available.' : null);
    if (refusal) {
      setTypedError(refusal);
      return;
    }
    setTypedError(null);
    if (iso !== value) onChange(iso);
  };

  const message = typedError ?? error ?? null;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          autoComplete="off"
          maxLength={10}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (/^\d{2}\/\d{2}\/\d{4}$/.test(e.target.value)) commit(e.target.value);
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(e.currentTarget.value);
            }
          }}
        />
        {value ? (
          <button
            type="button"
            className="btn-icon"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => onChange(null)}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="btn-icon"
          aria-label={`Open calendar: ${label.toLowerCase()}`}
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
        title={label}
        description="Choose the day of your event."
      >
        {open ? (
          <Suspense fallback={<div className="skeleton" style={{ height: 320 }} />}>
            <EventCalendar
              value={value}
              earliest={earliest}
              latest={latest}
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
