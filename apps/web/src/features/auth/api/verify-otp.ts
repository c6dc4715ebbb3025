import { useMutation } from '@tanstack/react-query';
import type { LoginResult, OtpVerify } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify: login step 2 → {token, user, isNewCustomer}; the caller starts the session. */
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (body: OtpVerify) => api.post<LoginResult>('/api/auth/verify', body),
  });
