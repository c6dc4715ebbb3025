import { useMutation } from '@tanstack/react-query';
import { staffApi } from '@/lib/api-client';
import { openBlob } from '@/lib/download';

/** Opens a private file of the order (an ID document, an inspection photo) with the staff token. */
export function useOpenFile() {
  return useMutation({ mutationFn: async (url: string) => openBlob(await staffApi.blob(url)) });
}
