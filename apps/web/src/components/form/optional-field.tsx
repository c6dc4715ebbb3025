import { describedByOf, FieldNotes } from '@vastra/ui/field-notes';
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
  const describedBy = describedByOf(id, error, hint);
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
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
