import { termsConditions } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/terms-conditions/`: our own text, every figure from the settings. */
export default function TermsConditionsPage() {
  return <PolicyPage page="terms" text={termsConditions} />;
}
