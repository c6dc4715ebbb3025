import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { usePageMeta } from '@/lib/page-meta';

/** `/loginotp`: the same login, at the code when this tab has just sent one. */
export default function LoginOtpPage() {
  usePageMeta({
    title: 'Enter OTP',
    description: 'Enter the one-time password sent to your mobile to log in to Vastra.',
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
