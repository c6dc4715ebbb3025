import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enquiry, EnquiryKind, EnquiryPage, EnquiryQuery, EnquiryUpdate } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

const enquiryKeys = { all: ['staff', 'enquiries'] as const };

/** GET /api/staff/enquiries: the inbox, by kind and status. */
export function useEnquiries(query: Partial<EnquiryQuery>) {
  return useQuery({
    queryKey: [...enquiryKeys.all, query],
    queryFn: ({ signal }) => staffApi.get<EnquiryPage>('/api/staff/enquiries', query, signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/staff/enquiries/{kind}/{id}: status and notes. */
export function useUpdateEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: EnquiryKind; id: string; body: EnquiryUpdate }) =>
      staffApi.patch<Enquiry>(
        `/api/staff/enquiries/${input.kind}/${encodeURIComponent(input.id)}`,
        input.body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}
