import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { useAuthTexts } from '@/i18n/texts/auth';
import { usePageMeta } from '@/lib/page-meta';

/** `/login`: mobile number, then the one-time password. */
export default function LoginPage() {
  const { t } = useAuthTexts();
  usePageMeta({
    title: t('login.title', { ns: 'translation' }),
    description: t('meta.loginDescription'),
  });
  return (
    <GuestOnly>
      <AuthLayout>
        <LoginFlow startAtCode={false} />
      </AuthLayout>
    </GuestOnly>
  );
}
