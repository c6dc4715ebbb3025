import { privacyPolicy } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/privacy-policy/`: our own text, every figure from the settings. */
export default function PrivacyPolicyPage() {
  return <PolicyPage page="privacyPolicy" text={privacyPolicy} />;
}
