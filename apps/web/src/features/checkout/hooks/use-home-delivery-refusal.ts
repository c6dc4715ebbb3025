import { useQuery } from '@tanstack/react-query';
import { COMMERCE_MESSAGES, notServedFrom } from '@vastra/shared/schemas';
import { getPincode } from '@/features/location';

/**
 * Why home delivery to this pincode is refused before the order is placed: the branch that holds
 * the piece does not reach it (pickup there is offered). Null while unknown or when served.
 */
export function useHomeDeliveryRefusal(zipCode: string | undefined, productCode: string | undefined) {
  const pincode = zipCode?.trim() ?? '';
  const code = productCode ?? '';
  const ready = /^\d{6}$/.test(pincode) && code !== '';
  const answer = useQuery({
    queryKey: ['pincode', pincode, code],
    queryFn: ({ signal }) => getPincode(pincode, signal, code),
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const info = ready ? answer.data : undefined;
  if (info?.serviceable !== false) return null;
  return info.pieceBranch ? notServedFrom(info.pieceBranch.name, pincode) : COMMERCE_MESSAGES.notServiceable;
}
