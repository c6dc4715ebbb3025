import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDocument, DocumentType } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { documentsQuery } from './get-documents';

/** POST /api/me/documents (multipart: type, file — JPEG, PNG or PDF up to 5 MB) → the document. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: DocumentType; file: File }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file, file.name);
      return api.sendForm<CustomerDocument>('POST', '/api/me/documents', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey }),
  });
}
