import type { StaffOrderQuery } from '@vastra/shared/schemas';

/** Query keys of orders: an action on one order refreshes that order and the lists. */
export const orderKeys = {
  all: ['staff', 'orders'] as const,
  list: (query: Partial<StaffOrderQuery>) => ['staff', 'orders', 'list', query] as const,
  detail: (id: string) => ['staff', 'orders', 'detail', id] as const,
};
