import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { type AddressField, AddressFields } from '@/components/form/address-fields';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';

/** Every field is required except road and the alternate mobile. */
const FIELDS: AddressField<CheckoutFormValues>[] = [
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
export function CheckoutAddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  return (
    <div className={styles.fields}>
      <AddressFields idPrefix="checkout" fields={FIELDS} register={register} errors={errors} markOptional />
    </div>
  );
}
