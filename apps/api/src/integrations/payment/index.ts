import type { Env } from '../../config/env.ts';
import type { PaymentGateway } from './gateway.ts';
import { LOCAL_DEFAULT_SECRET, LocalGateway } from './local.ts';
import { RazorpayGateway } from './razorpay.ts';

export type { PaymentGateway } from './gateway.ts';
export { LocalGateway } from './local.ts';
export { RazorpayGateway } from './razorpay.ts';

/** The configured gateway; refuses at boot a configuration that would take real orders unsafely. */
export function createPaymentGateway(env: Env): PaymentGateway {
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env;
    if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
      throw new Error(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    return new RazorpayGateway({
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      baseUrl: env.RAZORPAY_BASE_URL,
    });
  }
  // Anyone who knows the default secret could sign "payments" of their own.
  if (env.NODE_ENV === 'production' && env.PAYMENT_LOCAL_SECRET === LOCAL_DEFAULT_SECRET) {
    throw new Error('PAYMENT_LOCAL_SECRET must be changed from its default in production');
  }
  return new LocalGateway(env.PAYMENT_LOCAL_SECRET);
}
