import { z } from 'zod';
import { ProductCardSchema } from './catalog.ts';
import { CheckoutAddressSchema, LineMeasurementsSchema } from './commerce.ts';
import { LineKitSchema } from './kits.ts';
import { OrderLedgerLineSchema, OrderMoneySchema, OrderTimelineStepSchema } from './order-history.ts';

// Answers of the cart, wishlist, order and payment calls, shared with the web app.

/** A product as the cart and wishlist show it: the listing card plus what booking needs. */
export const CommerceProductSchema = ProductCardSchema.extend({
  imageKey: z.string().nullable(),
  deposit: z.number().nullable(),
  isAccessory: z.boolean(),
});

/** The money of a cart or an order, as every total is counted. */
const Amounts = {
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  gst: z.number(),
  total: z.number(),
  advance: z.number(),
  balance: z.number(),
};

export const TotalsSchema = z.object({
  ...Amounts,
  advancePct: z.number(),
  orderType: z.enum(['rent', 'buy']),
  memberDiscountPct: z.number(),
});

export const CartItemSchema = z.object({
  id: z.string(),
  product: CommerceProductSchema,
  period: z.number().nullable(),
  eventDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  /** Rent for the period (rentals), else null. */
  rent: z.number().nullable(),
  deposit: z.number(),
  /** What the line counts: rent for the period, or the sale price. */
  price: z.number(),
  measurements: LineMeasurementsSchema,
  remark: z.string(),
  /** The kit this item is a part of (its parts share `group` and count as one item). */
  kit: LineKitSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totals: TotalsSchema,
  deliveryType: z.enum(['home', 'pickup']),
  maxItems: z.number(),
});
export type Cart = z.infer<typeof CartSchema>;

export const WishlistSchema = z.object({
  items: z.array(z.object({ product: CommerceProductSchema, addedAt: z.string() })),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'payment_failed',
  'expired',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One item of an order as 'My orders' lists it: a kit (its name and rent) with its pieces, or a piece. */
export const OrderSummaryItemSchema = z.object({
  /** The kit's name; null for a piece on its own. */
  kit: z.string().nullable(),
  /** Rent for the period (a kit: what its parts' shares add up to) or sale price. */
  price: z.number(),
  pieces: z.array(z.object({ code: z.string(), sizeLabel: z.string() })),
});
export type OrderSummaryItem = z.infer<typeof OrderSummaryItemSchema>;

/** GET /api/orders: one row of 'My orders': bill no, first item's code and size, dates. */
export const OrderSummarySchema = z.object({
  id: z.string(),
  billNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  productCode: z.string().nullable(),
  size: z.number().nullable(),
  sizeLabel: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  total: z.number(),
  advance: z.number(),
  balance: z.number(),
  paymentStatus: z.enum(['Paid', 'Pending']),
  /** Everything the order holds, a kit's parts grouped under it. */
  items: z.array(OrderSummaryItemSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** A line's rental choice: the period and its dates (all null for a purchase). */
export const LineChoice = {
  period: z.number().nullable(),
  eventDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  returnDate: z.string().nullable(),
};

export const OrderLineSchema = z.object({
  id: z.string(),
  productCode: z.string(),
  productName: z.string(),
  type: z.enum(['rent', 'buy']),
  imageKey: z.string().nullable(),
  size: z.number().nullable(),
  sizeLabel: z.string(),
  ...LineChoice,
  /** Rent for the period (rentals) or sale price (purchases), before membership discount. */
  price: z.number(),
  rent: z.number().nullable(),
  deposit: z.number(),
  quantity: z.number(),
  measurements: LineMeasurementsSchema,
  remark: z.string(),
  /** The kit this line is a part of (its parts share `group`). */
  kit: LineKitSchema.optional(),
});

/** GET /api/orders/{id}: every field the 'Order details' page shows, with the showroom's contacts. */
export const OrderDetailSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  customerId: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(['Paid', 'Pending']),
  orderType: z.enum(['rent', 'buy']),
  deliveryType: z.enum(['home', 'pickup']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  address: CheckoutAddressSchema.extend({ phone2: z.string(), road: z.string(), country: z.string() }),
  orderNotes: z.string(),
  amounts: z.object(Amounts),
  /**
   * Money that arrived after the order's pieces were booked by someone else (or after it was
   * cancelled), in rupees: owed back while the order is 'refund_due', with the gateway's refund
   * id once 'refunded'. Null for every other order.
   */
  lateRefund: z.object({ amount: z.number(), refundId: z.string().nullable() }).nullable(),
  lines: z.array(OrderLineSchema),
  branch: z.object({
    code: z.string(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    pincode: z.string(),
    contactPerson: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** Each step with its date, oldest first. */
  timeline: z.array(OrderTimelineStepSchema),
  /** The money entries in plain words, oldest first, and what they add up to. */
  ledger: z.array(OrderLedgerLineSchema),
  money: OrderMoneySchema,
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** What the browser needs to open the payment widget (the amount in paise, as the gateway counts it). */
export const PaymentStartSchema = z.object({
  provider: z.enum(['local', 'razorpay']),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: z.number(),
  currency: z.literal('INR'),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** The placed order, and the payment to open; null when store credit paid the whole advance (confirmed already). */
export const PlaceOrderResultSchema = z.object({
  order: OrderDetailSchema,
  payment: PaymentStartSchema.nullable(),
});
export type PlaceOrderResult = z.infer<typeof PlaceOrderResultSchema>;

export const CancelResultSchema = z.object({
  order: OrderDetailSchema,
  refund: z.object({
    kind: z.enum(['store_credit', 'none']),
    amount: z.number(),
    expiresOn: z.string().optional(),
    message: z.string(),
  }),
});
export type CancelResult = z.infer<typeof CancelResultSchema>;
