import type { LoginResult } from '@vastra/shared/schemas';
import { getProfile } from '../account/index.ts';
import { type OtpDeps, verifyOtp } from './otp.ts';
import { createSession } from './sessions.ts';

/**
 * Login step 2 as a whole: the code is checked (see verifyOtp), a session is opened, and the
 * bearer token comes back with the customer and whether this login created them.
 */
export async function logIn(
  deps: Omit<OtpDeps, 'perIpPerHour' | 'perNumberPerHour'>,
  input: { mobile: string; otp: string },
): Promise<LoginResult> {
  const { userId, isNewCustomer } = await verifyOtp(deps, input);
  const token = await createSession(deps.db, userId, deps.now);
  return { token, user: await getProfile(deps.db, userId, deps.now), isNewCustomer };
}
