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
import { useServerMessage } from '@/i18n/messages';
import { usePagesTexts } from '@/i18n/texts/pages';
import { isApiError } from '@/lib/api-client';
import { useEarlyForm } from '@/lib/early-form';
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

const AREAS = ['experience', 'rentalSpace', 'additionalQuestions'] as const;
const FIELDS = Object.keys(EMPTY) as (keyof FranchiseValues)[];

/** 'Clothing Rental Franchise Application': every field required, text areas at most 500 characters. */
export function FranchiseForm() {
  const form = useForm<z.input<typeof FranchiseFormSchema>, unknown, FranchiseValues>({
    resolver: zodResolver(FranchiseFormSchema),
    defaultValues: EMPTY,
    // A field is checked when it is left, then on every change.
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = form;
  const submit = useSubmitFranchise();
  const { t } = usePagesTexts();
  const message = useServerMessage();

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

  // Served in the page's HTML before this code arrives (lazy-forms.tsx): see lib/early-form.ts.
  const early = useEarlyForm('franchise-application', FIELDS, setValue, onSubmit);

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form
      {...early}
      onSubmit={onSubmit}
      noValidate
      className={`${styles.form} ${styles.twoColumns}`}
      aria-labelledby="franchise-form"
    >
      <FormField
        id="franchise-name"
        label={t('franchise.name')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <FormField
        id="franchise-contact"
        label={t('franchise.contactNo')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={message(errors.contactNo?.message)}
        {...register('contactNo')}
      />
      <FormField
        id="franchise-email"
        label={t('franchise.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        id="franchise-location"
        label={t('franchise.location')}
        autoComplete="address-level2"
        hint={t('franchise.locationHint')}
        error={message(errors.location?.message)}
        {...register('location')}
      />
      {AREAS.map((area) => (
        <FormField
          key={area}
          id={`franchise-${area}`}
          label={t(`franchise.${area}`)}
          multiline
          rows={4}
          hint={t(`franchise.${area}Hint`)}
          maxChars={TEXTAREA_MAX}
          charCount={watch(area)?.length ?? 0}
          className={styles.full}
          error={message(errors[area]?.message)}
          {...register(area)}
        />
      ))}
      <div className={`${styles.actions} ${styles.full}`}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('franchise.submitting') : t('franchise.submit')}
        </button>
        <p className={styles.note}>{t('common.required')}</p>
      </div>
    </form>
  );
}
