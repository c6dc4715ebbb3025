import { api } from '@/lib/api-client';
import type { GatewayResult } from './gateway-result';

type LocalFailure = { error: { code: 'PAYMENT_FAILED'; description: string } };

/**
 * The local (development) gateway's payment page for a membership fee: 'pay' answers what the
 * real widget's success handler receives; 'fail' marks the attempt failed.
 */
export async function completeLocalMembershipPayment(
  gatewayOrderId: string,
  outcome: 'pay' | 'fail',
): Promise<GatewayResult | null> {
  const result = await api.post<GatewayResult | LocalFailure>('/api/membership/local/complete', {
    gatewayOrderId,
    outcome,
  });
  return 'error' in result ? null : result;
}
