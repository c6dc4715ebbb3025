import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { usePageMeta } from '@/lib/page-meta';

/** `/login`: mobile number, then the one-time password. */
export default function LoginPage() {
  usePageMeta({
    title: 'Login',
    description:
      'Log in to Vastra with your mobile number and a one-time password to book outfits, keep a wishlist and follow your orders.',
  });
  return (
    <GuestOnly>
      <AuthLayout>
        <LoginFlow startAtCode={false} />
      </AuthLayout>
    </GuestOnly>
  );
}
