import { PolicyPage } from '@/features/content/components/policy-page';
import { cancellationPolicy } from '@/features/content/texts/policies/cancellation-policy';

/** `/cancellation-policy/`: our own text, every figure from the settings. */
export default function CancellationPolicyPage() {
  return <PolicyPage title="Cancellation Policy" text={cancellationPolicy} />;
}
