import { PolicyPage } from '@/features/content/components/policy-page';
import { disclaimer } from '@/features/content/texts/policies/disclaimer';

/** `/disclaimer`: our own text, every figure from the settings. */
export default function DisclaimerPage() {
  return <PolicyPage title="Disclaimer" text={disclaimer} />;
}
