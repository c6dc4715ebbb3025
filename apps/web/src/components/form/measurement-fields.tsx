import { MEASUREMENT_LABELS, MEASUREMENTS_INCOMPLETE, type MeasurementField } from '@vastra/shared/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
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
  const { t } = useBookingTexts();
  const message = useServerMessage();
  if (fields.length === 0) {
    return <p className={styles.muted}>{t('measure.none')}</p>;
  }
  const incomplete = fields.some((f) => errors[f]?.message === MEASUREMENTS_INCOMPLETE);
  return (
    <>
      <fieldset className={styles.measurements}>
        <legend className={styles.legend}>{t('measure.legend')}</legend>
        {hint ? <p className={styles.muted}>{hint}</p> : null}
        {incomplete ? (
          <p className="field-error" role="alert">
            {message(MEASUREMENTS_INCOMPLETE)}
          </p>
        ) : null}
        <div className={styles.measureGrid}>
          {fields.map((field) => {
            const id = `${idPrefix}-${field}`;
            const error = errors[field]?.message;
            const own = error && error !== MEASUREMENTS_INCOMPLETE ? message(error) : null;
            return (
              <div className="field" key={field}>
                <label className="field-label" htmlFor={id}>
                  {message(MEASUREMENT_LABELS[field])}
                </label>
                <input
                  id={id}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={5}
                  aria-required="true"
                  aria-invalid={error ? true : undefined}
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
          {t('measure.remember')}
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
  const { t } = useBookingTexts();
  const message = useServerMessage();
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {t('measure.remark')}
      </label>
      <textarea
        id={props.id}
        className={`input ${styles.textarea}`}
        maxLength={500}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        {...props.field}
      />
      {props.error ? <p className="field-error">{message(props.error)}</p> : null}
    </div>
  );
}
