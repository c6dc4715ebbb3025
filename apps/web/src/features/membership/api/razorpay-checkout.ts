import type { PaymentStart } from '@vastra/shared/schemas';
import type { GatewayResult } from './gateway-result';

const CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';
/** The shop's maroon (visual.md), the widget's theme colour. */
const THEME_COLOR = '#7a1f2b';

type RazorpayResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { open(): void; on(event: 'payment.failed', cb: () => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's Checkout script once, on demand (only when a customer pays). */
function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(
        new Error('The payment window could not be opened. Please check your connection and try again.'),
      );
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for a gateway order. Resolves with the signed result on success, or
 * null when the customer closes the window without paying.
 */
export async function payWithRazorpay(
  payment: PaymentStart,
  details: { description: string; prefill: { name: string; email: string; contact: string } },
): Promise<GatewayResult | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: payment.keyId,
      amount: payment.amountPaise,
      currency: payment.currency,
      order_id: payment.gatewayOrderId,
      name: 'Vastra',
      description: details.description,
      prefill: details.prefill,
      theme: { color: THEME_COLOR },
      handler: (response) =>
        resolve({
          gatewayOrderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}
