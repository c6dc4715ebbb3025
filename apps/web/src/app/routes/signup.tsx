import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { SignupFlow } from '@/features/auth/components/signup-flow';
import { useAuthTexts } from '@/i18n/texts/auth';
import { usePageMeta } from '@/lib/page-meta';

/** `/signin`: create an account with a mobile number, name, email and city. */
export default function SignupPage() {
  const { t } = useAuthTexts();
  usePageMeta({
    title: t('signup.title'),
    description: t('meta.signupDescription'),
  });
  return (
    <GuestOnly>
      <AuthLayout>
        <SignupFlow />
      </AuthLayout>
    </GuestOnly>
  );
}
