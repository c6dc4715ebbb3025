import { returnPolicy } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/return-policy/`: our own text, every figure from the settings. */
export default function ReturnPolicyPage() {
  return <PolicyPage page="returnPolicy" text={returnPolicy} />;
}
