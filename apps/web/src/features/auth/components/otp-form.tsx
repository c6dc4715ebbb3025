import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginResult, OtpVerifySchema } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { type MouseEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import { useVerifyOtp } from '../api/verify-otp';
import { formatMobile } from '../lib/format-mobile';
import { placeServerError } from '../lib/server-error';
import styles from './auth.module.css';
import '@/i18n/texts/login-account';

const OtpFormSchema = OtpVerifySchema.pick({ otp: true });
type Values = z.infer<typeof OtpFormSchema>;

type OtpFormProps = {
  mobile: string;
  /** The code was right: start the session and move on. */
  onVerified: (result: LoginResult) => void | Promise<void>;
  /** 'Resend OTP' and 'Edit': back to step 1, errors cleared. */
  onBack: () => void;
  autoFocus: boolean;
};

/** Login step 2: 'Enter OTP', VERIFY OTP, "Didn't receive OTP?" Resend OTP. */
export function OtpForm({ mobile, onVerified, onBack, autoFocus }: OtpFormProps) {
  const form = useForm<z.input<typeof OtpFormSchema>, unknown, Values>({
    resolver: zodResolver(OtpFormSchema),
    defaultValues: { otp: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const { t } = useTranslation();
  const message = useServerMessage();
  const verify = useVerifyOtp();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (autoFocus) setFocus('otp');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    setProblem(null);
    let result: LoginResult;
    try {
      result = await verify.mutateAsync({ mobile, otp });
    } catch (error) {
      const placed = placeServerError(error, ['otp'] as const);
      if (placed.field)
        setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else setProblem(placed.message);
      return;
    }
    await onVerified(result);
  });

  const busy = formState.isSubmitting;
  /**
   * Pressing 'Resend OTP' or 'Edit' would first take the focus from the code field; its check on
   * leaving would show an error that moves the button away before the tap lands. The focus stays.
   */
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label={t('login.formOtp')}>
      <p className={styles.sentTo}>
        <span>
          {t('login.sentTo')} <strong>{formatMobile(mobile)}</strong>
        </span>
        <button type="button" className="link-button" onMouseDown={keepFocus} onClick={onBack}>
          {t('login.edit')}
          <span className="visually-hidden">{t('login.editHidden')}</span>
        </button>
      </p>
      <FormField
        id="login-otp"
        label={t('login.otpLabel')}
        className={styles.otpInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.otpPlaceholder')}
        error={message(formState.errors.otp?.message)}
        {...register('otp', {
          setValueAs: (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : ''),
        })}
      />
      {problem ? (
        <p className={styles.formError} role="alert">
          {message(problem)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('login.verifying') : t('login.verify')}
      </button>
      <p className={styles.resend}>
        {t('login.noCode')}
        <button type="button" className="link-button" onMouseDown={keepFocus} onClick={onBack}>
          {t('login.resend')}
        </button>
      </p>
    </form>
  );
}
