import { type LoginResult, OTP_RULES } from '@vastra/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { pendingLoginMobile } from '../lib/pending-login';
import { useGoAfterLogin, useStartSession } from '../lib/use-finish-login';
import styles from './auth.module.css';
import { MobileForm } from './mobile-form';
import { OtpForm } from './otp-form';

type Step = { name: 'mobile'; mobile: string } | { name: 'otp'; mobile: string };

/**
 * /login and /loginotp: the number, then the code. /loginotp starts at the code when this tab
 * has sent one that is still valid, else at the number. Each step is a fresh form, so going
 * back ('Resend OTP', 'Edit') clears the errors.
 */
export function LoginFlow({ startAtCode }: { startAtCode: boolean }) {
  const [step, setStep] = useState<Step>(() => {
    const pending = pendingLoginMobile();
    return startAtCode && pending
      ? { name: 'otp', mobile: pending }
      : { name: 'mobile', mobile: pending ?? '' };
  });
  // Focus moves with the steps, but not on arrival (a phone's keyboard would cover the page).
  const [moved, setMoved] = useState(false);
  const startSession = useStartSession();
  const goAfterLogin = useGoAfterLogin();

  const onVerified = (result: LoginResult) => {
    startSession(result);
    const name = result.user.firstName;
    if (result.isNewCustomer) toast.success('Welcome to Vastra! Add your details in Account Details.');
    else toast.success(name ? `Welcome back, ${name}!` : 'Welcome back!');
    goAfterLogin();
  };

  return (
    <>
      <h1 className={styles.title}>Login</h1>
      <p className={styles.lead}>
        {step.name === 'mobile'
          ? 'Log in with your mobile number to book outfits, keep a wishlist and follow your orders.'
          : `Enter the ${OTP_RULES.length}-digit code we sent you by SMS. It is valid for ${OTP_RULES.validMinutes} minutes.`}
      </p>
      {step.name === 'mobile' ? (
        <MobileForm
          key="mobile"
          defaultMobile={step.mobile}
          autoFocus={moved}
          onSent={(mobile) => {
            setMoved(true);
            setStep({ name: 'otp', mobile });
          }}
        />
      ) : (
        <OtpForm
          key="otp"
          mobile={step.mobile}
          autoFocus={moved}
          onVerified={onVerified}
          onBack={() => {
            setMoved(true);
            setStep({ name: 'mobile', mobile: step.mobile });
          }}
        />
      )}
      <p className={styles.switch}>
        New to Vastra?
        <Link to={paths.signup.getHref()}>Sign Up</Link>
      </p>
    </>
  );
}
