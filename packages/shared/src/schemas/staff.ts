import { z } from 'zod';
import { Mobile, Otp } from './common.ts';

export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in staff member: an owner works at every branch ('all'). */
export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(STAFF_ROLES),
  branchIds: z.union([z.array(z.number()), z.literal('all')]),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** POST /api/staff/auth/verify: the code sent by POST /api/auth/otp to the staff member's mobile. */
export const StaffVerifySchema = z.object({ mobile: Mobile, otp: Otp });

export const StaffLoginResultSchema = z.object({
  token: z.string(),
  staff: StaffMemberSchema,
  /** When the staff token stops working (after one working day). */
  expiresAt: z.string(),
});
export type StaffLoginResult = z.infer<typeof StaffLoginResultSchema>;

/** GET /api/staff/branches: the branches the signed-in member works at (an owner: every branch). */
export const StaffBranchSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
});
export type StaffBranch = z.infer<typeof StaffBranchSchema>;
