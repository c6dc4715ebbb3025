import { z } from 'zod';
import { LocalGateway } from '../../integrations/payment/index.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentRow } from './payment-row.ts';
import { failPayment } from './settle.ts';

/** What the local payment page answers: the widget's success fields, or the failure it shows. */
export const LocalPageAnswerSchema = z.union([
  z.object({ gatewayOrderId: z.string(), paymentId: z.string(), signature: z.string() }),
  z.object({ error: z.object({ code: z.literal('PAYMENT_FAILED'), description: z.string() }) }),
]);

/** Whether the app runs its own payment page (the local gateway, for development and tests). */
export const hasLocalPaymentPage = (deps: PaymentDeps) => deps.gateway instanceof LocalGateway;

/**
 * The local gateway's payment page, for a payment of any purpose: 'pay' answers what the real
 * widget's success handler would get (signed); 'fail' marks the open attempt failed.
 */
export async function answerLocalPage(deps: PaymentDeps, payment: PaymentRow, outcome: 'pay' | 'fail') {
  const { gateway } = deps;
  if (outcome === 'pay' && gateway instanceof LocalGateway)
    return gateway.completePayment(payment.gatewayOrderId, payment.amountPaise);
  await failPayment(deps, payment);
  return { error: { code: 'PAYMENT_FAILED' as const, description: 'Payment failed' } };
}
