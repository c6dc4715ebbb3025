import { queryOptions } from '@tanstack/react-query';
import { getPincode } from '@/features/location';

/**
 * GET /api/pincodes/{pincode}: area and whether the shop delivers there ('Service Available' /
 * 'Service Not Available'). Same cache entry as the header's pincode form.
 */
export const pincodeServiceQuery = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode],
    queryFn: ({ signal }) => getPincode(pincode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
