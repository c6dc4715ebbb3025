import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measurements } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** GET /api/me/measurements: the saved body measurements in inches (null when not given). */
export const measurementsQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'measurements'],
  queryFn: ({ signal }) => api.get<Measurements>('/api/me/measurements', { signal }),
});

export const useMeasurements = () => useQuery(measurementsQuery);
