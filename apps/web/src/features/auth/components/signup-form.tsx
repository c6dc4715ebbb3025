import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNUP_CITIES, SignupDetailsSchema } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { SelectField } from '@vastra/ui/select-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useServerMessage } from '@/i18n/messages';
import { useAuthTexts } from '@/i18n/texts/auth';
import { useRequestOtp } from '../api/request-otp';
import { CAPTCHA_WRONG, captchaMatches, newCaptcha } from '../lib/captcha';
import { digitsOnly } from '../lib/format-mobile';
import { placeServerError } from '../lib/server-error';
import styles from './auth.module.css';
import { Captcha } from './captcha';

const COUNTRY_CODES = [
  { value: '+91', key: 'india' },
  { value: '+1', key: 'usa' },
  { value: '+44', key: 'uk' },
] as const;
// The form's own checks, in English like the shared rules' (and shown in the reader's language
// the same way, by their wording: useServerMessage and the `messages` table of each language).
const INDIA_ONLY = 'Only Indian mobile numbers (+91) can sign up for now.';
// City names are shown as they are, in every language (like branch names).
const CITY_OPTIONS = SIGNUP_CITIES.map((city) => ({ value: city, label: city }));

/** The signup form: the shared signup schema plus the country code and the captcha. */
const SignupFormSchema = SignupDetailsSchema.extend({
  // Codes are sent to Indian numbers only (the SMS gateway is Indian).
  countryCode: z.string().refine((code) => code === '+91', INDIA_ONLY),
  captcha: z.string().trim().min(1, 'Please enter the captcha'),
});
type Input = z.input<typeof SignupFormSchema>;
export type SignupValues = z.output<typeof SignupFormSchema>;

type SignupFormProps = {
  /** What was typed before going on to the code ('Edit' comes back with it). */
  initial: SignupValues | null;
  onSent: (values: SignupValues) => void;
};

/** /signin step 1: country code, mobile, full name, email, city and captcha; then a code is sent. */
export function SignupForm({ initial, onSent }: SignupFormProps) {
  const form = useForm<Input, unknown, SignupValues>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: initial
      ? { ...initial, captcha: '' }
      : { countryCode: '+91', mobile: '', fullName: '', email: '', captcha: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, setValue, trigger } = form;
  const [captcha, setCaptcha] = useState(newCaptcha);
  const request = useRequestOtp();
  const [problem, setProblem] = useState<string | null>(null);
  const errors = formState.errors;
  const { t } = useAuthTexts();
  const message = useServerMessage();

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    if (!captchaMatches(values.captcha, captcha)) {
      setCaptcha(newCaptcha());
      setValue('captcha', '');
      setError('captcha', { type: 'captcha', message: CAPTCHA_WRONG }, { shouldFocus: true });
      return;
    }
    try {
      await request.mutateAsync({ mobile: values.mobile });
    } catch (error) {
      const placed = placeServerError(error, ['mobile'] as const);
      if (placed.field)
        setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else setProblem(placed.message);
      return;
    }
    onSent(values);
  });

  const busy = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label={t('signup.form')}>
      <SelectField
        id="signup-country"
        label={t('signup.country')}
        options={COUNTRY_CODES.map(({ value, key }) => ({ value, label: t(`signup.${key}`) }))}
        autoComplete="tel-country-code"
        error={message(errors.countryCode?.message)}
        // Told at once, not only on submit: a visitor abroad should not fill the rest in vain.
        {...register('countryCode', { onChange: () => trigger('countryCode') })}
      />
      <FormField
        id="signup-mobile"
        label={t('signup.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('signup.mobilePlaceholder')}
        error={message(errors.mobile?.message)}
        {...register('mobile', { setValueAs: digitsOnly })}
      />
      <FormField
        id="signup-name"
        label={t('signup.fullName')}
        autoComplete="name"
        error={message(errors.fullName?.message)}
        {...register('fullName')}
      />
      <FormField
        id="signup-email"
        label={t('signup.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <SelectField
        id="signup-city"
        label={t('signup.city')}
        placeholder={t('signup.selectCity')}
        options={CITY_OPTIONS}
        error={message(errors.city?.message)}
        {...register('city')}
      />
      <div className={styles.captchaRow}>
        <Captcha
          code={captcha}
          onRefresh={() => {
            setCaptcha(newCaptcha());
            setValue('captcha', '');
          }}
        />
      </div>
      <FormField
        id="signup-captcha"
        label={t('signup.captcha')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        hint={t('signup.captchaHint')}
        error={message(errors.captcha?.message)}
        {...register('captcha')}
      />
      {problem ? (
        <p className={styles.formError} role="alert">
          {message(problem)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('signup.sending') : t('signup.submit')}
      </button>
      <p className={styles.note}>{t('signup.note')}</p>
    </form>
  );
}
