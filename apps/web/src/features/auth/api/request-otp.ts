import { useMutation } from '@tanstack/react-query';
import type { OtpRequest, OtpSent } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/auth/otp: login step 1, sends a 6-digit code by SMS (429 when asked too often). */
export const useRequestOtp = () =>
  useMutation({
    mutationFn: (body: OtpRequest) => api.post<OtpSent>('/api/auth/otp', body),
  });
