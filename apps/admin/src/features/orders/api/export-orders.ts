import { useMutation } from '@tanstack/react-query';
import type { StaffOrderQuery } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** GET /api/staff/orders.csv with the list's filters, saved as a file (the token rides along). */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (query: Partial<StaffOrderQuery>) => {
      const { page: _page, pageSize: _size, ...filters } = query;
      const blob = await staffApi.blob('/api/staff/orders.csv', filters);
      saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
