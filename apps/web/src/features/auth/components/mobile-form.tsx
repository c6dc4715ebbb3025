import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpRequest, OtpRequestSchema } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import { useRequestOtp } from '../api/request-otp';
import { digitsOnly } from '../lib/format-mobile';
import { rememberPendingLogin } from '../lib/pending-login';
import { placeServerError } from '../lib/server-error';
import styles from './auth.module.css';
import '@/i18n/texts/login-account';

type MobileFormProps = {
  defaultMobile: string;
  /** The code has been sent to this number. */
  onSent: (mobile: string) => void;
  /** Focus the field when shown (after 'Resend OTP', not on arrival). */
  autoFocus: boolean;
};

/** Login step 1: 'Enter Mobile Number *', SEND OTP. */
export function MobileForm({ defaultMobile, onSent, autoFocus }: MobileFormProps) {
  const form = useForm<z.input<typeof OtpRequestSchema>, unknown, OtpRequest>({
    resolver: zodResolver(OtpRequestSchema),
    defaultValues: { mobile: defaultMobile },
    // A field is checked when it is left, then on every change.
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const { t } = useTranslation();
  const message = useServerMessage();
  const request = useRequestOtp();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (autoFocus) setFocus('mobile');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ mobile }) => {
    setProblem(null);
    try {
      await request.mutateAsync({ mobile });
    } catch (error) {
      const placed = placeServerError(error, ['mobile'] as const);
      if (placed.field)
        setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else setProblem(placed.message);
      return;
    }
    rememberPendingLogin(mobile);
    onSent(mobile);
  });

  const busy = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label={t('login.formMobile')}>
      <FormField
        id="login-mobile"
        label={t('login.mobileLabel')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
        hint={t('login.mobileHint')}
        error={message(formState.errors.mobile?.message)}
        {...register('mobile', { setValueAs: digitsOnly })}
      />
      {problem ? (
        <p className={styles.formError} role="alert">
          {message(problem)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('login.sending') : t('login.send')}
      </button>
    </form>
  );
}
