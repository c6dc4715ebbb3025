import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerList, StaffCustomer } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const customerPath = (id: string) => `/api/staff/customers/${encodeURIComponent(id)}`;

/** GET /api/staff/customers?q=: customers by mobile or name. */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['staff', 'customers', 'search', q],
    queryFn: ({ signal }) =>
      staffApi.get<CustomerList>('/api/staff/customers', q ? { q } : undefined, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/customers/{id}: one customer's page. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['staff', 'customers', id],
    queryFn: ({ signal }) => staffApi.get<StaffCustomer>(customerPath(id), undefined, signal),
  });
}

/** PUT /api/staff/customers/{id}/relationship-manager (owners, managers). */
export function useAssignManager(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string | null) =>
      staffApi.put<StaffCustomer>(`${customerPath(id)}/relationship-manager`, { staffId }),
    onSuccess: (customer) => client.setQueryData(['staff', 'customers', id], customer),
  });
}
