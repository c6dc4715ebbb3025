import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form-parts.module.css';

type OptionalFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** After the input, e.g. 'in' for inches. */
  suffix?: string;
  /** Writes '(optional)' after the label. */
  markOptional?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** FormField's look for a field that may stay empty (no *, not aria-required). */
export function OptionalField(props: OptionalFieldProps) {
  const { id, label, error, hint, suffix, className, markOptional, ...control } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...control}
      id={id}
      className="input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {markOptional ? (
          <>
            {' '}
            <span className={styles.optional}>(optional)</span>
          </>
        ) : null}
      </label>
      {suffix ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
          {input}
          <span aria-hidden="true" className="field-hint">
            {suffix}
          </span>
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
