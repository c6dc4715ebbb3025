import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { type AddressField, AddressFields } from '@/components/form/address-fields';
import { useTranslation } from '@/i18n';
import type { Messages } from '@/i18n/locales/en';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';
import '@/i18n/texts/orders';

type Labels = Messages['checkout']['fields'];

/** Every field is required except road and the alternate mobile; labels are keys of checkout.fields. */
const FIELDS: (Omit<AddressField<CheckoutFormValues>, 'label'> & { label: keyof Labels })[] = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'phone1', label: 'mobile', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 },
  { name: 'email', label: 'email', autoComplete: 'email', inputMode: 'email', type: 'email' },
  { name: 'building', label: 'building', autoComplete: 'address-line1' },
  { name: 'road', label: 'road', autoComplete: 'address-line2', optional: true },
  { name: 'station', label: 'station', autoComplete: 'off' },
  { name: 'landmark', label: 'landmark', autoComplete: 'off' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'state', label: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
  {
    name: 'phone2',
    label: 'alternateMobile',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    maxLength: 10,
    optional: true,
  },
];

/** Billing and delivery details: labelled fields, errors under them (on leaving a field, then as typed). */
export function CheckoutAddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  const { t } = useTranslation();
  const fields = FIELDS.map((field) => ({ ...field, label: t(`checkout.fields.${field.label}`) }));
  return (
    <div className={styles.fields}>
      <AddressFields idPrefix="checkout" fields={fields} register={register} errors={errors} markOptional />
    </div>
  );
}
