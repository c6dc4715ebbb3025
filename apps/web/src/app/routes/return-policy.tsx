import { PolicyPage } from '@/features/content/components/policy-page';
import { returnPolicy } from '@/features/content/texts/policies/return-policy';

/** `/return-policy/`: our own text, every figure from the settings. */
export default function ReturnPolicyPage() {
  return <PolicyPage title="Return Policy" text={returnPolicy} />;
}
