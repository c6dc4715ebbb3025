import type { PincodeInfo } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/pincodes/{pincode}: 400 'Pincode must be 6 digits', 404 'Area not found for this pincode'. */
export function getPincode(pincode: string, signal?: AbortSignal): Promise<PincodeInfo> {
  return api.get<PincodeInfo>(`/api/pincodes/${encodeURIComponent(pincode)}`, { signal });
}
