import { z } from 'zod';
import { COMMERCE_MESSAGES } from './commerce.ts';
import { PaymentStartSchema } from './commerce-responses.ts';
import { Email, safeText } from './common.ts';

const REQUIRED = 'This field is required';

/** The texts of the membership flow, as the pages show them. */
export const MEMBERSHIP_MESSAGES = {
  alreadyRegistered: 'Card already registered for this user.',
  paymentFailed: COMMERCE_MESSAGES.paymentFailed,
  notFound: 'Membership not found',
} as const;

export const MEMBERSHIP_PLAN_CODES = ['A', 'B', 'C'] as const;
export type MembershipPlanCode = (typeof MEMBERSHIP_PLAN_CODES)[number];
export const MembershipPlanCodeSchema = z.enum(MEMBERSHIP_PLAN_CODES, {
  error: 'Please choose plan A, B or C',
});

// Required first, then the format: an empty field says 'This field is required'.
const required = (max: number) =>
  safeText({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`);
const digits = (n: number, message: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(new RegExp(`^\\d{${n}}$`), message);

/** The membership registration form (/register/{plan}): all five fields required. */
export const MembershipFormSchema = z.object({
  mobile: digits(10, 'Mobile number must be exactly 10 digits'),
  name: required(120),
  email: safeText({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(Email),
  city: required(100),
  pincode: digits(6, 'Pincode must be 6 digits'),
});
export type MembershipForm = z.infer<typeof MembershipFormSchema>;

/** POST /api/membership: the form and the chosen plan. */
export const MembershipStartInputSchema = MembershipFormSchema.extend({ plan: MembershipPlanCodeSchema });
export type MembershipStartInput = z.infer<typeof MembershipStartInputSchema>;

/** POST /api/membership/verify: the payment widget's success handler fields. */
export const MembershipVerifySchema = z.object({
  membershipId: safeText().trim().min(1, REQUIRED).max(100),
  gatewayOrderId: safeText().trim().min(1, REQUIRED).max(100),
  paymentId: safeText().trim().min(1, REQUIRED).max(100),
  signature: safeText().trim().min(1, REQUIRED).max(200),
});
export type MembershipVerify = z.infer<typeof MembershipVerifySchema>;

/** A membership as the customer sees it; dates are YYYY-MM-DD (IST), null until paid. */
export const MembershipSchema = z.object({
  id: safeText(),
  plan: MembershipPlanCodeSchema,
  planName: safeText(),
  status: z.enum(['pending', 'active', 'expired', 'failed']),
  /** The yearly fee in rupees. */
  amount: z.number(),
  discountPct: z.number(),
  startsOn: safeText().nullable(),
  endsOn: safeText().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** 201 of POST /api/membership: the pending membership and what the payment widget opens with. */
export const MembershipStartSchema = z.object({ membership: MembershipSchema, payment: PaymentStartSchema });
export type MembershipStart = z.infer<typeof MembershipStartSchema>;

/** The local gateway's payment page for a membership (development and tests). */
export const MembershipLocalCompleteSchema = z.object({
  gatewayOrderId: safeText().min(1).max(100),
  outcome: z.enum(['pay', 'fail']),
});
