import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ExtensionPlaced, ExtensionQuote, PlaceExtension } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/orders/{id}/extensions: the rentals that may be kept longer, with priced choices. */
const extensionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [PRIVATE_KEY, 'orders', orderId, 'extensions'],
    queryFn: ({ signal }) =>
      api.get<ExtensionQuote>(`/api/orders/${encodeURIComponent(orderId)}/extensions`, { signal }),
  });

export const useExtensionChoices = (orderId: string, enabled: boolean) =>
  useQuery({ ...extensionsQuery(orderId), enabled });

/** POST /api/orders/{id}/extensions: holds the extra days and opens their payment. */
export const usePlaceExtension = (orderId: string) =>
  useMutation({
    mutationFn: (input: PlaceExtension) =>
      api.post<ExtensionPlaced>(`/api/orders/${encodeURIComponent(orderId)}/extensions`, input),
  });
