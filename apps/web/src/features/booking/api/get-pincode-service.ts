import { queryOptions } from '@tanstack/react-query';
import { COMMERCE_MESSAGES, notServedFrom, type PincodeInfo } from '@vastra/shared/schemas';
import { getPincode } from '@/features/location';

/**
 * GET /api/pincodes/{pincode}?product=: area and whether the piece's own branch delivers there
 * ('Service Available' / 'Service Not Available').
 */
export const pincodeServiceQuery = (pincode: string, productCode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode, productCode],
    queryFn: ({ signal }) => getPincode(pincode, signal, productCode),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Why the piece cannot come home to this pincode (its branch, and pickup there), or null. */
export function notServedMessage(info: PincodeInfo): string | null {
  if (info.serviceable) return null;
  return info.pieceBranch
    ? notServedFrom(info.pieceBranch.name, info.pincode)
    : COMMERCE_MESSAGES.notServiceable;
}
