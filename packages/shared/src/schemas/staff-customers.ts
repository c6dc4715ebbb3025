import { z } from 'zod';
import { MeasurementsSchema } from './account.ts';
import { safeText } from './common.ts';

/** GET /api/staff/customers: a mobile number (or part of it) or a name; empty lists the latest. */
export const CustomerQuerySchema = z.object({
  q: safeText().trim().max(100, 'Search for at most 100 characters').optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

export const CustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  city: z.string(),
  /** Orders the staff member can see (at their branches). */
  orders: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;
export const CustomerListSchema = z.object({ items: z.array(CustomerRowSchema) });
export type CustomerList = z.infer<typeof CustomerListSchema>;

const StaffPersonSchema = z.object({ id: z.string(), name: z.string(), mobile: z.string() });

/** GET /api/staff/customers/{id}: one customer as the counter needs them. */
export const StaffCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  createdAt: z.string(),
  branchCode: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      billNo: z.string(),
      status: z.string(),
      branchCode: z.string(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
  measurements: MeasurementsSchema,
  /** ID documents; each opens through one of the customer's orders (`orderId`), so the look is audited there. */
  documents: z.array(
    z.object({ id: z.string(), type: z.string(), createdAt: z.string(), orderId: z.string().nullable() }),
  ),
  /** The staff member assigned to look after the customer, if any. */
  relationshipManager: StaffPersonSchema.nullable(),
  /** Who may be assigned by the staff member asking (empty for staff, who cannot assign). */
  managerChoices: z.array(StaffPersonSchema),
});
export type StaffCustomer = z.infer<typeof StaffCustomerSchema>;

/** PUT /api/staff/customers/{id}/relationship-manager: a staff member's id, or null for none. */
export const RelationshipManagerUpdateSchema = z.object({
  staffId: z.uuid('Choose a staff member').nullable(),
});
export type RelationshipManagerUpdate = z.infer<typeof RelationshipManagerUpdateSchema>;
