import { MEASUREMENT_LABELS, MEASUREMENTS_INCOMPLETE, type MeasurementField } from '@vastra/shared/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form-parts.module.css';

type MeasurementFieldsProps = {
  idPrefix: string;
  fields: readonly MeasurementField[];
  register: (field: MeasurementField) => UseFormRegisterReturn;
  errors?: Partial<Record<MeasurementField, { message?: string } | undefined>>;
  /** Shown above the inputs, e.g. 'Filled in from your saved measurements.' */
  hint?: string;
  /** The 'Save these measurements to my account' checkbox, when the form offers it. */
  remember?: UseFormRegisterReturn;
};

/**
 * The piece's measurements in inches, in one set of names (men: pant length, pant waist, chest,
 * sleeve length; women: top bust, top waist, top sleeves, chaniya length). Empty fields share one
 * message, 'Please fill in all the measurement fields.'; other errors sit under their field.
 */
export function MeasurementFields(props: MeasurementFieldsProps) {
  const { idPrefix, fields, register, errors = {}, hint, remember } = props;
  if (fields.length === 0) {
    return <p className={styles.muted}>No measurements are needed for this piece.</p>;
  }
  const incomplete = fields.some((f) => errors[f]?.message === MEASUREMENTS_INCOMPLETE);
  return (
    <>
      <fieldset className={styles.measurements}>
        <legend className={styles.legend}>Measurements (inches)</legend>
        {hint ? <p className={styles.muted}>{hint}</p> : null}
        {incomplete ? (
          <p className="field-error" role="alert">
            {MEASUREMENTS_INCOMPLETE}
          </p>
        ) : null}
        <div className={styles.measureGrid}>
          {fields.map((field) => {
            const id = `${idPrefix}-${field}`;
            const message = errors[field]?.message;
            const own = message && message !== MEASUREMENTS_INCOMPLETE ? message : null;
            return (
              <div className="field" key={field}>
                <label className="field-label" htmlFor={id}>
                  {MEASUREMENT_LABELS[field]}
                </label>
                <input
                  id={id}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={5}
                  aria-required="true"
                  aria-invalid={message ? true : undefined}
                  aria-describedby={own ? `${id}-error` : undefined}
                  {...register(field)}
                />
                {own ? (
                  <p id={`${id}-error`} className="field-error">
                    {own}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      {remember ? (
        <label className={styles.check}>
          <input type="checkbox" {...remember} />
          Save these measurements to my account
        </label>
      ) : null}
    </>
  );
}

/** The remark box of a booking: 'Remark (optional)', at most 500 characters. */
export function RemarkField(props: {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        Remark (optional)
      </label>
      <textarea
        id={props.id}
        className={`input ${styles.textarea}`}
        maxLength={500}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        {...props.field}
      />
      {props.error ? <p className="field-error">{props.error}</p> : null}
    </div>
  );
}
