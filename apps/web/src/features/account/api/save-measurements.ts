import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Measurements, MeasurementsInput } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { measurementsQuery } from './get-measurements';

/** PUT /api/me/measurements; then the saved values are read again so the page shows what the server kept. */
export function useSaveMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MeasurementsInput) => api.put<Measurements>('/api/me/measurements', values),
    onSuccess: (saved) => {
      queryClient.setQueryData(measurementsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: measurementsQuery.queryKey });
    },
  });
}
