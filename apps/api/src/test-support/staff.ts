import type { StaffRole } from '@vastra/shared/schemas';
import { upsertStaff } from '../modules/staff/index.ts';
import type { TestContext } from './app.ts';
import { auth, receiveCode } from './login.ts';

export type SignedInStaff = {
  staffId: string;
  mobile: string;
  token: string;
  headers: Record<string, string>;
};

let counter = 0;

/** A new staff member with this role and branches, signed in through the real OTP flow. */
export async function signInAsStaff(
  ctx: TestContext,
  role: StaffRole,
  branchCodes: string[] = role === 'owner' ? [] : ['KDV'],
): Promise<SignedInStaff> {
  counter += 1;
  const mobile = `70${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  const staffId = await upsertStaff(ctx.app.db, {
    mobile,
    name: `Test ${role} ${counter}`,
    role,
    branchCodes,
  });
  const { otp, remoteAddress } = await receiveCode(ctx, mobile);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/auth/verify',
    payload: { mobile, otp },
    remoteAddress,
  });
  if (verified.statusCode !== 200)
    throw new Error(`staff sign-in answered ${verified.statusCode} ${verified.body}`);
  const { token } = verified.json() as { token: string };
  return { staffId, mobile, token, headers: auth(token) };
}
