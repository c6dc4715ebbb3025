import { disclaimer } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/disclaimer`: our own text, every figure from the settings. */
export default function DisclaimerPage() {
  return <PolicyPage page="disclaimer" text={disclaimer} />;
}
