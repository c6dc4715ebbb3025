import { useMutation } from '@tanstack/react-query';
import type { FranchiseForm } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/franchise-applications: 'Clothing Rental Franchise Application' → 201 { message }. */
export const useSubmitFranchise = () =>
  useMutation({
    mutationFn: (form: FranchiseForm) => api.post<{ message: string }>('/api/franchise-applications', form),
  });
