import { useMutation } from '@tanstack/react-query';
import type { OtpRequest } from '@vastra/shared/schemas';
import { staffApi } from '@/lib/api-client';

/** POST /api/auth/otp: the code goes by SMS to the staff member's own mobile. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (body: OtpRequest) => staffApi.post<{ message?: string }>('/api/auth/otp', body),
  });
}
