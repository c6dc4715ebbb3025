import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedByOf, FieldNotes } from './field-notes';
import styles from './form-field.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ('Select city'); picking it leaves the field empty. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  /** Marked with * and aria-required (the default), like FormField. */
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** FormField's twin for a <select>: label, error under it, wired for screen readers. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, options, placeholder, error, hint, required = true, className, ...control } = props;
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        {...control}
        id={id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
