import { zodResolver } from '@hookform/resolvers/zod';
import { OtpRequestSchema, StaffVerifySchema } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isStaffApiError } from '@/lib/api-client';
import { useSendOtp } from '../api/send-otp';
import { useVerifyStaff } from '../api/verify-staff';
import styles from './sign-in.module.css';

type Values = z.input<typeof StaffVerifySchema>;

/**
 * Staff sign in with their own mobile: "Send OTP", then the 6-digit code from the SMS. A number
 * that is not a staff member's, or a wrong code, is told under the form.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [codeSent, setCodeSent] = useState(false);
  const sendOtp = useSendOtp();
  const verify = useVerifyStaff();
  const form = useForm<Values, unknown, z.output<typeof StaffVerifySchema>>({
    resolver: zodResolver(StaffVerifySchema),
    defaultValues: { mobile: '', otp: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const send = async () => {
    form.clearErrors('root');
    const parsed = OtpRequestSchema.safeParse({ mobile: form.getValues('mobile') });
    if (!parsed.success) {
      form.setError('mobile', { message: parsed.error.issues[0]?.message ?? 'Mobile number is required' });
      form.setFocus('mobile');
      return;
    }
    try {
      await sendOtp.mutateAsync(parsed.data);
      setCodeSent(true);
      form.setFocus('otp');
    } catch (error) {
      form.setError('root', { message: isStaffApiError(error) ? error.message : 'Could not send the OTP.' });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      const message = isStaffApiError(error) ? error.message : 'Could not sign in.';
      if (isStaffApiError(error) && error.fields.otp) form.setError('otp', { message: error.fields.otp });
      else form.setError('root', { message });
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={
        codeSent
          ? submit
          : (event) => {
              event.preventDefault();
              void send();
            }
      }
      noValidate
    >
      <FormField
        id="staff-mobile"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        readOnly={codeSent}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      {codeSent ? (
        <FormField
          id="staff-otp"
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="The 6-digit code sent to your mobile by SMS."
          error={errors.otp?.message}
          {...form.register('otp')}
        />
      ) : null}
      {errors.root?.message ? (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      {codeSent ? (
        <>
          <button type="submit" className="btn btn-primary btn-block" disabled={verify.isPending}>
            {verify.isPending ? 'Signing in…' : 'Sign in'}
          </button>
          <div className={styles.row}>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setCodeSent(false);
                form.resetField('otp');
                form.setFocus('mobile');
              }}
            >
              Change number
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => void send()}
              disabled={sendOtp.isPending}
            >
              Resend OTP
            </button>
          </div>
        </>
      ) : (
        <button type="submit" className="btn btn-primary btn-block" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? 'Sending…' : 'Send OTP'}
        </button>
      )}
    </form>
  );
}
