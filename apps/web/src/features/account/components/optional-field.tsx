import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type OptionalFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** After the input, e.g. 'in' for inches. */
  suffix?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** FormField's look for a field that may stay empty (no *, not aria-required). */
export function OptionalField({ id, label, error, hint, suffix, className, ...control }: OptionalFieldProps) {
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
