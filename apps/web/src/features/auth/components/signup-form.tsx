import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNUP_CITIES, SignupDetailsSchema } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { SelectField } from '@vastra/ui/select-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRequestOtp } from '../api/request-otp';
import { CAPTCHA_WRONG, captchaMatches, newCaptcha } from '../lib/captcha';
import { digitsOnly } from '../lib/format-mobile';
import { placeServerError } from '../lib/server-error';
import styles from './auth.module.css';
import { Captcha } from './captcha';

const COUNTRY_CODES = [
  { value: '+91', label: '+91 India' },
  { value: '+1', label: '+1 USA' },
  { value: '+44', label: '+44 UK' },
] as const;
const INDIA_ONLY = 'Only Indian mobile numbers (+91) can sign up for now.';
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
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign up">
      <SelectField
        id="signup-country"
        label="Country code"
        options={COUNTRY_CODES}
        autoComplete="tel-country-code"
        error={errors.countryCode?.message}
        // Told at once, not only on submit: a visitor abroad should not fill the rest in vain.
        {...register('countryCode', { onChange: () => trigger('countryCode') })}
      />
      <FormField
        id="signup-mobile"
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        error={errors.mobile?.message}
        {...register('mobile', { setValueAs: digitsOnly })}
      />
      <FormField
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        id="signup-city"
        label="City"
        placeholder="Select city"
        options={CITY_OPTIONS}
        error={errors.city?.message}
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
        label="Enter Captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        hint="Type the 4 characters shown above."
        error={errors.captcha?.message}
        {...register('captcha')}
      />
      {problem ? (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'SENDING OTP...' : 'SIGN UP'}
      </button>
      <p className={styles.note}>We will send a 6-digit OTP to your mobile to confirm it is yours.</p>
    </form>
  );
}
