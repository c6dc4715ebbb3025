import { z } from 'zod';
import { LEDGER_KINDS, PAYMENT_METHODS } from '../rules/ledger.ts';
import { RENTAL_LINE_STATUSES } from '../rules/lifecycle.ts';
import { LineChoice, ORDER_STATUSES, OrderDetailSchema } from './commerce-responses.ts';
import { IsoDateString, safeText } from './common.ts';
import { LineKitSchema } from './kits.ts';
import { OrderMoneySchema } from './order-history.ts';

export const STAFF_ORDER_SORTS = ['created', 'bill', 'event', 'delivery', 'return', 'total'] as const;

/** GET /api/staff/orders (and .csv): search, filters, sort and page, all applied by the server. */
export const StaffOrderQuerySchema = z.object({
  /** Bill number, customer mobile or name, or product code (part of it). */
  q: safeText().trim().max(100).optional(),
  /** A branch code (KDV); only branches the staff member works at ever show. */
  branch: safeText().trim().max(20).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  lineStatus: z.enum(RENTAL_LINE_STATUSES).optional(),
  type: z.enum(['rent', 'buy']).optional(),
  /** A wedding party's share code: only its members' orders. */
  party: z
    .string()
    .regex(/^[a-z0-9]{6,20}$/)
    .optional(),
  /** Which date of the lines `from`/`to` filter on. */
  dateField: z.enum(['event', 'delivery', 'return']).default('event'),
  from: IsoDateString.optional(),
  to: IsoDateString.optional(),
  sort: z.enum(STAFF_ORDER_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuerySchema>;

/** What every staff view of an order starts with. */
const OrderHead = {
  id: z.string(),
  billNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.enum(['rent', 'buy']),
  deliveryType: z.enum(['home', 'pickup']),
  branch: z.object({ id: z.number(), code: z.string(), name: z.string() }),
};

export const StaffOrderRowSchema = z.object({
  ...OrderHead,
  customer: z.object({ id: z.string(), name: z.string(), mobile: z.string() }),
  productCodes: z.array(z.string()),
  /** The kits (whole outfits) among the lines, by name. */
  kitNames: z.array(z.string()),
  lineStatuses: z.array(z.enum(RENTAL_LINE_STATUSES)),
  eventDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  total: z.number(),
  attention: z.string().nullable(),
  createdAt: z.string(),
  /** The wedding party the order is a member's choice for, if any. */
  party: z.object({ code: z.string(), name: z.string() }).nullable().optional(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderListSchema = z.object({
  items: z.array(StaffOrderRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffOrderList = z.infer<typeof StaffOrderListSchema>;

export const StaffLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed from the customer's side: + owes more, − paid or annulled. */
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  lineId: z.string().nullable(),
  staffName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** What the ledger adds up to: the same sums the customer sees. */
export const LedgerSummarySchema = OrderMoneySchema;

export const StaffTimelineEventSchema = z.object({
  id: z.string(),
  lineId: z.string().nullable(),
  productCode: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.enum(['customer', 'staff', 'system']),
  staffName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

export const StaffOrderLineSchema = z.object({
  id: z.string(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  type: z.enum(['rent', 'buy']),
  size: z.number().nullable(),
  ...LineChoice,
  price: z.number(),
  deposit: z.number(),
  quantity: z.number(),
  measurements: z.record(z.string(), z.unknown()),
  remark: z.string(),
  status: z.enum(RENTAL_LINE_STATUSES),
  /** The statuses this line may move to next (the shared lifecycle table). */
  nextStatuses: z.array(z.enum(RENTAL_LINE_STATUSES)),
  /** The kit this line is a part of (its parts share `group`). */
  kit: LineKitSchema.optional(),
});

export const StaffInspectionSchema = z.object({
  id: z.string(),
  lineId: z.string(),
  condition: z.enum(['ok', 'needs_cleaning', 'needs_repair', 'beyond_repair']),
  /** Staff URLs of the photos taken at the inspection. */
  photoUrls: z.array(z.string()),
  note: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});

/** GET /api/staff/orders/{id}: everything the order screen shows. */
export const StaffOrderDetailSchema = z.object({
  ...OrderHead,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why staff must look at this order, or null. */
  attention: z.string().nullable(),
  attentionAt: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), mobile: z.string(), email: z.string() }),
  address: z.record(z.string(), z.unknown()),
  orderNotes: z.string(),
  amounts: OrderDetailSchema.shape.amounts,
  /** Whether the advance was paid online (refunds then go back through the gateway). */
  paidOnline: z.boolean(),
  lines: z.array(StaffOrderLineSchema),
  documents: z.array(z.object({ id: z.string(), type: z.string(), uploadedAt: z.string(), url: z.string() })),
  ledger: z.object({ entries: z.array(StaffLedgerEntrySchema), summary: LedgerSummarySchema }),
  timeline: z.array(StaffTimelineEventSchema),
  inspections: z.array(StaffInspectionSchema),
  /** Every message about this order (to the customer and to staff), newest first, with its delivery status. */
  messages: z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      channel: z.enum(['sms', 'whatsapp', 'email']),
      audience: z.enum(['customer', 'staff']),
      recipient: z.string(),
      body: z.string(),
      status: z.enum(['queued', 'sent', 'delivered', 'read', 'failed']),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;
