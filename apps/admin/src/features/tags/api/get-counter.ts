import { useQuery } from '@tanstack/react-query';
import type { PieceCounter } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** GET /api/staff/pieces/{code}/counter: a scanned piece, its booking and the step that fits. */
export function usePieceCounter(code: string | null) {
  return useQuery({
    queryKey: ['staff', 'counter', code],
    queryFn: ({ signal }) =>
      staffApi.get<PieceCounter>(
        `/api/staff/pieces/${encodeURIComponent(code ?? '')}/counter`,
        undefined,
        signal,
      ),
    enabled: code !== null,
  });
}
