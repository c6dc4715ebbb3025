import { zodResolver } from '@hookform/resolvers/zod';
import {
  FRANCHISE_THANKS,
  FranchiseFormSchema,
  type FranchiseForm as FranchiseValues,
  TEXTAREA_MAX,
} from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSubmitFranchise } from '../api/submit-franchise';
import { CONTACT_ERROR } from './contact-form';
import styles from './forms.module.css';

const EMPTY: FranchiseValues = {
  name: '',
  contactNo: '',
  email: '',
  location: '',
  experience: '',
  rentalSpace: '',
  additionalQuestions: '',
};

const AREAS = [
  { name: 'experience', label: 'Experience', hint: 'Your experience in retail, rentals or fashion.' },
  {
    name: 'rentalSpace',
    label: 'Rental Space',
    hint: 'The shop or space you have in mind: area, floor, locality.',
  },
  { name: 'additionalQuestions', label: 'Additional Questions', hint: 'Anything you would like to ask us.' },
] as const;

/** 'Clothing Rental Franchise Application': every field required, text areas at most 500 characters. */
export function FranchiseForm() {
  const form = useForm<z.input<typeof FranchiseFormSchema>, unknown, FranchiseValues>({
    resolver: zodResolver(FranchiseFormSchema),
    defaultValues: EMPTY,
    // A field is checked when it is left, then on every change.
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, setError, watch } = form;
  const submit = useSubmitFranchise();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submit.mutateAsync(values);
      toast.success(result.message || FRANCHISE_THANKS);
      reset(EMPTY);
    } catch (error) {
      if (isApiError(error, 400)) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof FranchiseValues, { message });
        }
      }
      toast.error(isApiError(error, 429) ? error.message : CONTACT_ERROR);
    }
  });

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${styles.form} ${styles.twoColumns}`}
      aria-labelledby="franchise-form"
    >
      <FormField
        id="franchise-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id="franchise-contact"
        label="Contact Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errors.contactNo?.message}
        {...register('contactNo')}
      />
      <FormField
        id="franchise-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id="franchise-location"
        label="Location"
        autoComplete="address-level2"
        hint="The city and area where you would open the store."
        error={errors.location?.message}
        {...register('location')}
      />
      {AREAS.map((area) => (
        <FormField
          key={area.name}
          id={`franchise-${area.name}`}
          label={area.label}
          multiline
          rows={4}
          hint={area.hint}
          maxChars={TEXTAREA_MAX}
          charCount={watch(area.name)?.length ?? 0}
          className={styles.full}
          error={errors[area.name]?.message}
          {...register(area.name)}
        />
      ))}
      <div className={`${styles.actions} ${styles.full}`}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </button>
        <p className={styles.note}>All fields marked * are required.</p>
      </div>
    </form>
  );
}
