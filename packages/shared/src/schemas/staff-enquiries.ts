import { z } from 'zod';
import { safeText } from './common.ts';

/** Contact messages, franchise applications, fit-check requests and membership sign-ups. */
export const ENQUIRY_KINDS = ['contact', 'franchise', 'fit_check', 'membership'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'done'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** GET /api/staff/enquiries: filters and paging. */
export const EnquiryQuerySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type EnquiryQuery = z.infer<typeof EnquiryQuerySchema>;

/** One enquiry as the inbox shows it: what came in, and how staff handle it. */
export const EnquirySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  /** Mobile and/or e-mail, as given. */
  contact: z.string(),
  summary: z.string(),
  /** The rest of the form, label → answer. */
  details: z.record(z.string(), z.string()),
  /** The branch it concerns (a fit-check's piece); null for the shop as a whole. */
  branchCode: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const EnquiryPageSchema = z.object({
  items: z.array(EnquirySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EnquiryPage = z.infer<typeof EnquiryPageSchema>;

/** PATCH /api/staff/enquiries/{kind}/{id}: a new status and/or the owner's notes. */
export const EnquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES).optional(),
    note: safeText().trim().max(2000, 'Notes may be at most 2000 characters').optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, 'Give a status or a note');
export type EnquiryUpdate = z.infer<typeof EnquiryUpdateSchema>;
