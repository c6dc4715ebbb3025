import { PolicyPage } from '@/features/content/components/policy-page';
import { privacyPolicy } from '@/features/content/texts/policies/privacy-policy';

/** `/privacy-policy/`: our own text, every figure from the settings. */
export default function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" text={privacyPolicy} />;
}
