import { type LoginResult, type ProfileUpdate, splitFullName } from '@vastra/shared/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUpdateMe } from '@/features/account';
import { i18n } from '@/i18n';
import { useAuthTexts } from '@/i18n/texts/auth';
import { Link } from '@/lib/link';
import { toast } from '@/lib/toast';
import { useGoAfterLogin, useStartSession } from '../lib/use-finish-login';
import styles from './auth.module.css';
import { OtpForm } from './otp-form';
import { SignupForm, type SignupValues } from './signup-form';

const DETAILS_NOT_SAVED =
  'You are logged in, but your details could not be saved. Please add them in Account Details.';

/** The details to save: all for a new customer; for a known number only what is still empty. */
function detailsToSave(values: SignupValues, result: LoginResult): ProfileUpdate {
  const { firstName, lastName } = splitFullName(values.fullName);
  const wanted: ProfileUpdate = { firstName, email: values.email, city: values.city };
  // The API refuses an empty last name; a one-word name leaves it for Account Details.
  if (lastName) wanted.lastName = lastName;
  if (result.isNewCustomer) return wanted;
  const user = result.user;
  return Object.fromEntries(
    Object.entries(wanted).filter(([field]) => !user[field as 'firstName' | 'lastName' | 'email' | 'city']),
  );
}

/**
 * /signin: the details and captcha, then the code sent to the number; once verified the
 * customer is logged in and the name (first/last), email and city are saved (PUT /api/me).
 */
export function SignupFlow() {
  const [details, setDetails] = useState<SignupValues | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [moved, setMoved] = useState(false);
  const startSession = useStartSession();
  const goAfterLogin = useGoAfterLogin();
  const updateMe = useUpdateMe();
  const navigate = useNavigate();
  const { t } = useAuthTexts();

  const onVerified = async (result: LoginResult) => {
    if (!details) return;
    startSession(result);
    const changes = detailsToSave(details, result);
    try {
      if (Object.keys(changes).length > 0) await updateMe.mutateAsync(changes);
    } catch {
      toast.error(DETAILS_NOT_SAVED);
      navigate(paths.accountEdit.getHref(), { replace: true });
      return;
    }
    const { firstName } = splitFullName(details.fullName);
    toast.success(
      result.isNewCustomer
        ? i18n.t('toasts.welcomeName', { name: firstName })
        : 'You already have an account with this number, so we logged you in.',
    );
    goAfterLogin();
  };

  return (
    <>
      <h1 className={styles.title}>{t('signup.title')}</h1>
      <p className={styles.lead}>{codeSent && details ? t('signup.leadCode') : t('signup.lead')}</p>
      {codeSent && details ? (
        <OtpForm
          key="otp"
          mobile={details.mobile}
          autoFocus={moved}
          onVerified={onVerified}
          onBack={() => {
            setMoved(true);
            setCodeSent(false);
          }}
        />
      ) : (
        <SignupForm
          key="details"
          initial={details}
          onSent={(values) => {
            setDetails(values);
            setMoved(true);
            setCodeSent(true);
          }}
        />
      )}
      <p className={styles.switch}>
        {t('signup.haveAccount')}
        <Link to={paths.login.getHref()}>{t('signup.login')}</Link>
      </p>
    </>
  );
}
