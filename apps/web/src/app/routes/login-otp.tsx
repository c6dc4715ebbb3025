import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { useAuthTexts } from '@/i18n/texts/auth';
import { usePageMeta } from '@/lib/page-meta';

/** `/loginotp`: the same login, at the code when this tab has just sent one. */
export default function LoginOtpPage() {
  const { t } = useAuthTexts();
  usePageMeta({
    title: t('meta.otpTitle'),
    description: t('meta.otpDescription'),
    noIndex: true,
  });
  return (
    <GuestOnly>
      <AuthLayout>
        <LoginFlow startAtCode />
      </AuthLayout>
    </GuestOnly>
  );
}
