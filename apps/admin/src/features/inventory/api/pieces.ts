import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkPrice,
  BulkPriceResult,
  Category,
  MovePiece,
  PieceForm,
  RetirePiece,
  StaffPiece,
  StaffPieceList,
  StaffPieceQuery,
} from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const pieceKeys = {
  all: ['staff', 'pieces'] as const,
  list: (query: Partial<StaffPieceQuery>) => ['staff', 'pieces', 'list', query] as const,
  one: (id: number) => ['staff', 'pieces', 'one', id] as const,
};

/** GET /api/staff/pieces: one page of pieces, searched, filtered and sorted by the server. */
export function usePieces(query: Partial<StaffPieceQuery>) {
  return useQuery({
    queryKey: pieceKeys.list(query),
    queryFn: ({ signal }) => staffApi.get<StaffPieceList>('/api/staff/pieces', query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/pieces/{id}. */
export function usePiece(id: number | null) {
  return useQuery({
    queryKey: pieceKeys.one(id ?? 0),
    queryFn: ({ signal }) => staffApi.get<StaffPiece>(`/api/staff/pieces/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** GET /api/categories: the shop's categories (the public list), for forms and filters. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) =>
      (await staffApi.get<{ items: Category[] }>('/api/categories', undefined, signal)).items,
    staleTime: 60 * 60_000,
  });
}

/** A write that answers the piece as it is now: the cache takes it, lists are asked again. */
function usePieceWrite<Input>(write: (input: Input) => Promise<StaffPiece>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (piece) => {
      client.setQueryData(pieceKeys.one(piece.id), piece);
      void client.invalidateQueries({ queryKey: [...pieceKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: ['staff', 'calendar'] });
    },
  });
}

/** POST /api/staff/pieces (new) or PUT /api/staff/pieces/{id}. */
export const useSavePiece = () =>
  usePieceWrite((input: { id: number | null; form: PieceForm }) =>
    input.id === null
      ? staffApi.post<StaffPiece>('/api/staff/pieces', input.form)
      : staffApi.put<StaffPiece>(`/api/staff/pieces/${input.id}`, input.form),
  );

export const useAddPhoto = (id: number) =>
  usePieceWrite((file: File) => {
    const form = new FormData();
    form.append('photo', file);
    return staffApi.form<StaffPiece>(`/api/staff/pieces/${id}/photos`, form);
  });

export const useOrderPhotos = (id: number) =>
  usePieceWrite((photos: string[]) => staffApi.put<StaffPiece>(`/api/staff/pieces/${id}/photos`, { photos }));

export const useDeletePhoto = (id: number) =>
  usePieceWrite((photo: string) =>
    staffApi.delete<StaffPiece>(`/api/staff/pieces/${id}/photos/${encodeURIComponent(photo)}`),
  );

export const useMovePiece = (id: number) =>
  usePieceWrite((body: MovePiece) => staffApi.post<StaffPiece>(`/api/staff/pieces/${id}/move`, body));

export const useRetirePiece = (id: number) =>
  usePieceWrite((body: RetirePiece) => staffApi.post<StaffPiece>(`/api/staff/pieces/${id}/retire`, body));

/** POST /api/staff/calendar/blocks and DELETE …/{id}: a maintenance block of the piece. */
export const useBlock = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { from: string; to: string; note: string } | { release: string }) =>
      'release' in input
        ? staffApi.delete(`/api/staff/calendar/blocks/${encodeURIComponent(input.release)}`)
        : staffApi.post('/api/staff/calendar/blocks', { productId: id, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pieceKeys.all }),
  });
};

/** POST /api/staff/pieces/bulk-price (a preview or the change itself). */
export function useBulkPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkPrice) => staffApi.post<BulkPriceResult>('/api/staff/pieces/bulk-price', body),
    onSuccess: (result) => {
      if (result.applied) void client.invalidateQueries({ queryKey: pieceKeys.all });
    },
  });
}
