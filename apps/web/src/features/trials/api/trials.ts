import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookTrial, Trial, TrialList, TrialSlots } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

const slotsKey = (code: string) => ['trial-slots', code] as const;

/** GET /api/products/:code/trial-slots: the day's free half hours at the piece's branch. */
export function useTrialSlots(code: string, date: string | null) {
  return useQuery({
    queryKey: [...slotsKey(code), date],
    queryFn: ({ signal }) =>
      api.get<TrialSlots>(`/api/products/${encodeURIComponent(code)}/trial-slots`, {
        signal,
        params: { date },
      }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
}

const myTrialsQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'trials'],
  queryFn: ({ signal }) => api.get<TrialList>('/api/account/trials', { signal }),
});

/** GET /api/account/trials: the customer's trials, the latest first. */
export const useMyTrials = () => useQuery(myTrialsQuery);

/** POST /api/account/trials: books a slot; the piece's slots and the customer's list are read again. */
export function useBookTrial(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookTrial) => api.post<Trial>('/api/account/trials', input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: slotsKey(code) });
      void queryClient.invalidateQueries({ queryKey: myTrialsQuery.queryKey });
    },
  });
}

/** POST /api/account/trials/:id/cancel. */
export function useCancelTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Trial>(`/api/account/trials/${encodeURIComponent(id)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTrialsQuery.queryKey }),
  });
}
