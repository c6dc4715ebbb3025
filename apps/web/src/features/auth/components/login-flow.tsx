import { type LoginResult, OTP_RULES } from '@vastra/shared/schemas';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { i18n, useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { toast } from '@/lib/toast';
import { pendingLoginMobile } from '../lib/pending-login';
import { useGoAfterLogin, useStartSession } from '../lib/use-finish-login';
import styles from './auth.module.css';
import { MobileForm } from './mobile-form';
import { OtpForm } from './otp-form';
import '@/i18n/texts/login-account';

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
  const { t } = useTranslation();
  const startSession = useStartSession();
  const goAfterLogin = useGoAfterLogin();

  const onVerified = (result: LoginResult) => {
    startSession(result);
    const name = result.user.firstName;
    if (result.isNewCustomer) toast.success(i18n.t('login.welcomeNew'));
    else toast.success(name ? i18n.t('login.welcomeBackName', { name }) : i18n.t('login.welcomeBack'));
    goAfterLogin();
  };

  return (
    <>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.lead}>
        {step.name === 'mobile'
          ? t('login.leadMobile')
          : t('login.leadCode', { length: OTP_RULES.length, minutes: OTP_RULES.validMinutes })}
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
        {t('login.newTo')}
        <Link to={paths.signup.getHref()}>{t('login.signUp')}</Link>
      </p>
    </>
  );
}
