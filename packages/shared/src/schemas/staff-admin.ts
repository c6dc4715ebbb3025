import { z } from 'zod';
import { IsoDateString, Mobile, RowId, requiredText } from './common.ts';
import { STAFF_ROLES } from './staff.ts';

/** One staff account as the owner's staff screen lists it. */
export const StaffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  branchIds: z.array(z.number()),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountListSchema = z.object({ items: z.array(StaffAccountSchema) });

/** POST /api/staff/members: a manager or staff member needs at least one branch. */
export const NewStaffAccountSchema = z.object({
  mobile: Mobile,
  name: requiredText(100),
  role: z.enum(STAFF_ROLES),
  branchIds: z.array(RowId).max(100).default([]),
});
export type NewStaffAccount = z.infer<typeof NewStaffAccountSchema>;

/** PATCH /api/staff/members/{id}: disabling ends the member's sessions at once. */
export const StaffAccountPatchSchema = z.object({
  name: requiredText(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  branchIds: z.array(RowId).max(100).optional(),
  active: z.boolean().optional(),
});
export type StaffAccountPatch = z.infer<typeof StaffAccountPatchSchema>;

/** GET /api/staff/audit: filter by staff member, order and dates (India's calendar days). */
export const AuditQuerySchema = z.object({
  staffId: z.uuid().optional(),
  orderId: z.uuid().optional(),
  from: IsoDateString.optional(),
  to: IsoDateString.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditRowSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  orderId: z.string().nullable(),
  branchId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export const AuditPageSchema = z.object({
  items: z.array(AuditRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
