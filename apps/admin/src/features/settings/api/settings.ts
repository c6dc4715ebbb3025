import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsHistory, StaffSettings } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const settingsKeys = { all: ['staff', 'settings'] as const };

/** GET /api/staff/settings (owners): every business rule and the version it was read at. */
export function useStaffSettings() {
  return useQuery({
    queryKey: [...settingsKeys.all, 'current'],
    queryFn: ({ signal }) => staffApi.get<StaffSettings>('/api/staff/settings', undefined, signal),
  });
}

/** GET /api/staff/settings/history (owners): every change, newest first. */
export function useSettingsHistory() {
  return useQuery({
    queryKey: [...settingsKeys.all, 'history'],
    queryFn: ({ signal }) => staffApi.get<SettingsHistory>('/api/staff/settings/history', undefined, signal),
  });
}

/** PUT /api/staff/settings: saves the whole record; the shop uses it at once. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: Settings) => staffApi.put<StaffSettings>('/api/staff/settings', value),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
