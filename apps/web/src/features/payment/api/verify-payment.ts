import type { OrderDetail, VerifyPayment } from '@vastra/shared/schemas';
import type { GatewayResult } from '@/features/membership';
import { api } from '@/lib/api-client';

/**
 * POST /api/payments/verify: the widget's signed result; the order becomes paid and its pieces
 * confirmed (once, however often it is sent). 402 when the signature is wrong.
 */
export const verifyPayment = (input: VerifyPayment) =>
  api.post<{ order: OrderDetail }>('/api/payments/verify', input).then((r) => r.order);

/** The same verify for a rental extension's payment: the answer shows the new return date. */
export const verifyExtensionPayment = (orderId: string, result: GatewayResult) =>
  verifyPayment({ orderId, ...result });
