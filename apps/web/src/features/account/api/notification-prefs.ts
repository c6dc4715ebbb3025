import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefs, NotificationPrefsInput } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/me/notifications: the language and channels of the customer's messages. */
const notificationPrefsQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'notification-prefs'],
  queryFn: ({ signal }) => api.get<NotificationPrefs>('/api/me/notifications', { signal }),
});

export const useNotificationPrefs = () => useQuery(notificationPrefsQuery);

/** PUT /api/me/notifications: one change at a time, shown as the server kept it. */
export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPrefsInput) =>
      api.put<NotificationPrefs>('/api/me/notifications', change),
    onSuccess: (saved) => queryClient.setQueryData(notificationPrefsQuery.queryKey, saved),
  });
}
