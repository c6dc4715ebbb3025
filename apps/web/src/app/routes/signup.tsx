import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { SignupFlow } from '@/features/auth/components/signup-flow';
import { usePageMeta } from '@/lib/page-meta';

/** `/signin`: create an account with a mobile number, name, email and city. */
export default function SignupPage() {
  usePageMeta({
    title: 'Sign Up',
    description:
      'Create your Vastra account with your mobile number: rent designer wedding and occasion wear, keep a wishlist and meet your relationship manager.',
  });
  return (
    <GuestOnly>
      <AuthLayout>
        <SignupFlow />
      </AuthLayout>
    </GuestOnly>
  );
}
