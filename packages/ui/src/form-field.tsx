import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './form-field.module.css';

type Common = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** With `maxChars`, a live 'n / max' counter under a text area. */
  charCount?: number;
  maxChars?: number;
  className?: string;
};

type InputFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    multiline?: false;
    ref?: Ref<HTMLInputElement>;
  };
type AreaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    multiline: true;
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled, required form control with its error under it, wired for screen readers
 * (aria-invalid, aria-describedby). Takes react-hook-form's register(...) props as they are.
 */
export function FormField(props: InputFieldProps | AreaFieldProps) {
  const { id, label, error, hint, charCount: count, maxChars: max, className, ...control } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint || max ? hintId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': true,
  } as const;
  const over = max !== undefined && count !== undefined && count > max;

  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        <span aria-hidden="true" className={styles.required}>
          {' '}
          *
        </span>
      </label>
      {control.multiline ? (
        <textarea {...stripMultiline(control)} {...shared} className={`input ${styles.textarea}`} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} className="input" />
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint || max ? (
        <p id={hintId} className={`field-hint ${styles.hintRow}`}>
          <span>{hint}</span>
          {max !== undefined ? (
            <span className={over ? styles.over : undefined}>
              {count ?? 0} / {max}
              <span className="visually-hidden"> characters</span>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function stripMultiline({ multiline: _, ...rest }: Omit<AreaFieldProps, keyof Common>) {
  return rest;
}
