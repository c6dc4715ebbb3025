import { PolicyPage } from '@/features/content/components/policy-page';
import { shippingPolicy } from '@/features/content/texts/policies/shipping-policy';

/** `/shipping-policy/`: our own text, every figure from the settings; the close button goes back. */
export default function ShippingPolicyPage() {
  return <PolicyPage title="Shipping Policy" text={shippingPolicy} closable />;
}
