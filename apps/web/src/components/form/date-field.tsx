import { Dialog } from '@vastra/ui/dialog';
import { CalendarDays, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import styles from './date-field.module.css';
import { DATE_FORMATS } from './date-formats';

const DateCalendar = lazy(() => import('./date-calendar'));

type DateFieldProps = {
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
  /** 'long' = dd/mm/yyyy (default), 'short' = dd/mm/yy. */
  format?: keyof typeof DATE_FORMATS;
  /** What the calendar dialog asks, under its title. */
  calendarHint: string;
  /** A required date cannot be emptied: no clear button, and an empty field asks for the date. */
  required?: boolean;
};

/**
 * A date typed as dd/mm/yyyy (or dd/mm/yy), or chosen in the calendar (loaded when opened). A
 * typed date that the calendar would refuse is refused with the same rule.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, earliest, latest, isUnavailable, error, validate, required } = props;
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  const format = DATE_FORMATS[props.format ?? 'long'];
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [text, setText] = useState(value ? format.format(value) : '');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setText(value ? format.format(value) : '');
    setTypedError(null);
  }, [value, format]);

  const commit = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed === '' && !required) {
      setTypedError(null);
      if (value !== null) onChange(null);
      return;
    }
    const iso = format.parse(trimmed);
    if (!iso) {
      setTypedError(`Please enter the date as ${format.placeholder}.`);
      return;
    }
    const refusal = validate?.(iso) ?? (isUnavailable?.(iso) ? t('dates.notAvailable') : null);
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
      <div className={required ? styles.row : `${styles.row} ${styles.stretch}`}>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder={format.placeholder}
          autoComplete="off"
          maxLength={format.placeholder.length}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (format.complete.test(e.target.value)) commit(e.target.value);
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(e.currentTarget.value);
            }
          }}
        />
        {value && !required ? (
          <button
            type="button"
            className="btn-icon"
            aria-label={t('dates.clear', { label: label.toLowerCase() })}
            onClick={() => onChange(null)}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="btn-icon"
          aria-label={t('dates.open', { label: label.toLowerCase() })}
          onClick={() => setOpen(true)}
        >
          <CalendarDays size={20} aria-hidden="true" />
        </button>
      </div>
      {message ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {serverMessage(message)}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen} size="sm" title={label} description={props.calendarHint}>
        {open ? (
          <Suspense fallback={<div className="skeleton" style={{ height: 320 }} />}>
            <DateCalendar
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
