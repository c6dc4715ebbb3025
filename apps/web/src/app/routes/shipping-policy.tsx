import { shippingPolicy } from '@vastra/shared/texts';
import { PolicyPage } from '@/features/content/components/policy-page';

/** `/shipping-policy/`: our own text, every figure from the settings; the close button goes back. */
export default function ShippingPolicyPage() {
  return <PolicyPage page="shippingPolicy" text={shippingPolicy} closable />;
}
