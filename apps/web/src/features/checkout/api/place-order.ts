import type { PlaceOrder, PlaceOrderResult } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders: holds the cart's pieces and opens the gateway order. The same
 * Idempotency-Key (one per attempt, kept for its retries) answers the same order; 409 when a
 * piece was booked meanwhile.
 */
export const placeOrder = (input: PlaceOrder, idempotencyKey: string) =>
  api.post<PlaceOrderResult>('/api/orders', input, { headers: { 'idempotency-key': idempotencyKey } });
