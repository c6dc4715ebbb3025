import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** GET /api/products/{code}: one piece with its pictures, branch and related pieces; 404 if unknown. */
export const productQuery = (code: string) =>
  queryOptions({
    queryKey: ['product', code],
    queryFn: ({ signal }) => api.get<ProductDetail>(`/api/products/${encodeURIComponent(code)}`, { signal }),
  });

export const useProduct = (code: string) => useQuery(productQuery(code));
