import { cancellationPolicy } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/cancellation-policy/`: our own text, every figure from the settings. */
export default function CancellationPolicyPage() {
  return <PolicyPage page="cancellationPolicy" text={cancellationPolicy} />;
}
