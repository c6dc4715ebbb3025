import type { PincodeInfo } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/**
 * GET /api/pincodes/{pincode}: 400 'Pincode must be 6 digits', 404 'Area not found for this
 * pincode'. With a product code, serviceability is from the branch that holds that piece.
 */
export function getPincode(pincode: string, signal?: AbortSignal, product?: string): Promise<PincodeInfo> {
  const query = product ? `?product=${encodeURIComponent(product)}` : '';
  return api.get<PincodeInfo>(`/api/pincodes/${encodeURIComponent(pincode)}${query}`, { signal });
}
