import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ListingResult } from '@vastra/shared/schemas';
import { api, type QueryParams } from '@/lib/api-client';

/** The listing's query as sent to GET /api/products (page and limit are added here). */
export type ProductsParams = {
  type: 'rent' | 'buy';
  category?: string;
  group?: 'men' | 'women';
  branch?: string;
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  colour?: string;
  eventDate?: string;
  period?: number;
  pincode?: string;
  q?: string;
  sort?: string;
  limit?: number;
};

const fetchPage = (params: ProductsParams, page: number, signal: AbortSignal) =>
  api.get<ListingResult>('/api/products', { params: { ...params, page } as QueryParams, signal });

/** Rental listing and search: pages appended as the shopper scrolls. */
export const productsInfiniteQuery = (params: ProductsParams) =>
  infiniteQueryOptions({
    queryKey: ['products', 'infinite', params],
    queryFn: ({ pageParam, signal }) => fetchPage(params, pageParam, signal),
    initialPageParam: 1,
    // A capped total is a floor: keep going while pages come back full.
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total || (last.totalCapped && last.items.length === last.pageSize)
        ? last.page + 1
        : undefined,
  });

export const useInfiniteProducts = (params: ProductsParams, enabled = true) =>
  useInfiniteQuery({ ...productsInfiniteQuery(params), enabled });

/** Sale listing: one numbered page at a time. */
const productsPageQuery = (params: ProductsParams, page: number) =>
  queryOptions({
    queryKey: ['products', 'page', params, page],
    queryFn: ({ signal }) => fetchPage(params, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProductsPage = (params: ProductsParams, page: number) =>
  useQuery(productsPageQuery(params, page));
