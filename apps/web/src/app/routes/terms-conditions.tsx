import { PolicyPage } from '@/features/content/components/policy-page';
import { termsConditions } from '@/features/content/texts/policies/terms-conditions';

/** `/terms-conditions/`: our own text, every figure from the settings. */
export default function TermsConditionsPage() {
  return <PolicyPage title="Terms & Conditions" text={termsConditions} />;
}
