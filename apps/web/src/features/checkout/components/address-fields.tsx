import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';

type Field = {
  name: keyof CheckoutFormValues;
  label: string;
  autoComplete: string;
  optional?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel';
  maxLength?: number;
  type?: string;
  wide?: boolean;
};

/** Spec §5: every field is required except road and the alternate mobile. */
const FIELDS: Field[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone1', label: 'Mobile number', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 },
  { name: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email', type: 'email' },
  { name: 'building', label: 'Building / flat no', autoComplete: 'address-line1' },
  { name: 'road', label: 'Road', autoComplete: 'address-line2', optional: true },
  { name: 'station', label: 'Station', autoComplete: 'off' },
  { name: 'landmark', label: 'Landmark', autoComplete: 'off' },
  { name: 'city', label: 'Town / city', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
  {
    name: 'phone2',
    label: 'Alternate mobile',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    maxLength: 10,
    optional: true,
  },
];

/** Billing and delivery details: labelled fields, errors under them (on leaving a field, then as typed). */
export function AddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  return (
    <div className={styles.fields}>
      {FIELDS.map((field) => {
        const id = `checkout-${field.name}`;
        const error = errors[field.name]?.message;
        const control = {
          autoComplete: field.autoComplete,
          inputMode: field.inputMode,
          maxLength: field.maxLength,
          type: field.type ?? 'text',
          ...register(field.name),
        };
        if (!field.optional) {
          return <FormField key={field.name} id={id} label={field.label} error={error} {...control} />;
        }
        return (
          <div key={field.name} className="field">
            <label className="field-label" htmlFor={id}>
              {field.label} <span className={styles.optional}>(optional)</span>
            </label>
            <input
              id={id}
              className="input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...control}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
