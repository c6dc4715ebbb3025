import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedMessageList } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const KEY = ['staff', 'messages', 'failed'] as const;

/** GET /api/staff/messages/failed (owners and managers): messages that used up their retries. */
export function useFailedMessages() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => staffApi.get<FailedMessageList>('/api/staff/messages/failed', undefined, signal),
  });
}

/** POST /api/staff/messages/:id/retry: queues the message again; the list is reloaded. */
export function useRetryMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffApi.post<{ status: 'queued' }>(`/api/staff/messages/${encodeURIComponent(id)}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
