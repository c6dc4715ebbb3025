import type { GatewayResult } from '@/features/membership';
import { api } from '@/lib/api-client';

type LocalFailure = { error: { code: 'PAYMENT_FAILED'; description: string } };

/**
 * POST /api/payments/local/complete: the built-in gateway's page pays ('pay' answers what the
 * real widget's success handler receives) or fails the payment ('fail': null; the order stays
 * unpaid and its hold is released).
 */
export async function completeLocalPayment(
  gatewayOrderId: string,
  outcome: 'pay' | 'fail',
): Promise<GatewayResult | null> {
  const result = await api.post<GatewayResult | LocalFailure>('/api/payments/local/complete', {
    gatewayOrderId,
    outcome,
  });
  return 'error' in result ? null : result;
}
