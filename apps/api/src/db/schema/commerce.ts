import { RENTAL_LINE_STATUSES } from '@vastra/shared/rules';
import { ORDER_STATUSES } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches, products } from './catalog.ts';
import { users } from './customers.ts';
import { kits } from './kits.ts';

/** Measurements as kept on a cart item or an order line (a copy, in inches). */
export type LineMeasurements = Partial<
  Record<
    | 'pantLength'
    | 'pantWaist'
    | 'chest'
    | 'sleeveLength'
    | 'topBust'
    | 'topWaist'
    | 'topSleeves'
    | 'chaniyaLength',
    number
  >
>;

/** The customer's cart, kept on the server. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    period: smallint('period'),
    eventDate: date('event_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    measurements: jsonb('measurements').$type<LineMeasurements>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A part of a kit: the parts of one kit share `kitGroup` and count as one item. */
    kitId: integer('kit_id').references(() => kits.id),
    kitGroup: uuid('kit_group'),
  },
  (t) => [uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

export type OrderAddress = {
  firstName: string;
  lastName: string;
  phone1: string;
  phone2: string;
  email: string;
  building: string;
  road: string;
  station: string;
  landmark: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human bill number, e.g. VST-000123. */
    billNo: text('bill_no').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orderType: text('order_type', { enum: ['rent', 'buy'] }).notNull(),
    deliveryType: text('delivery_type', { enum: ['home', 'pickup'] }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    orderNotes: text('order_notes').notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull(),
    gst: integer('gst').notNull().default(0),
    total: integer('total').notNull(),
    advance: integer('advance').notNull(),
    balance: integer('balance').notNull(),
    /**
     * What the order still owes (below zero: what is owed back): the sum of its ledger entries,
     * kept by the database with every entry (migration 0024). The entries stay the truth.
     */
    due: integer('due').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff must look at this order (a payment that did not match, a refund that failed). */
    attention: text('attention'),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_branch_created_idx').on(t.branchId, t.createdAt.desc()),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A customer's unpaid orders (checkout) and all unpaid orders (the lapsed holds' job), migration 0036.
    index('orders_pending_user_idx').on(t.userId).where(sql`${t.status} = 'pending_payment'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    type: text('type', { enum: ['rent', 'buy'] }).notNull(),
    size: smallint('size'),
    period: smallint('period'),
    eventDate: date('event_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    /** Rent for the period (rentals) or sale price (purchases), before membership discount. */
    price: integer('price').notNull(),
    deposit: integer('deposit').notNull().default(0),
    quantity: smallint('quantity').notNull().default(1),
    measurements: jsonb('measurements').$type<LineMeasurements>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    /** Where the piece is in its lifecycle (the shared rules' line status table). */
    status: text('status', { enum: RENTAL_LINE_STATUSES }).notNull().default('held'),
    /** A part of a kit: the parts booked together share `kitGroup` (the kit's one line). */
    kitId: integer('kit_id').references(() => kits.id),
    kitGroup: uuid('kit_group'),
    kitName: text('kit_name'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_status_idx').on(t.status),
    // Today: the lines going out or coming back on a day.
    index('order_lines_status_delivery_idx').on(t.status, t.deliveryDate),
    index('order_lines_status_return_idx').on(t.status, t.returnDate),
    index('order_lines_kit_group_idx').on(t.kitGroup).where(sql`${t.kitGroup} is not null`),
  ],
);

/**
 * A payment attempt at a gateway, for an order or a membership. One gateway payment for several
 * orders is a 'group' row (the whole amount, no order) and one 'order' row per order naming it in
 * `groupId` (that order's part; its gateway order id is the group's with the bill number added).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['order', 'membership', 'balance', 'extension', 'group'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    groupId: uuid('group_id').references((): AnyPgColumn => payments.id),
    membershipId: uuid('membership_id'),
    provider: text('provider').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    paymentId: text('payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', {
      // 'refunding': a refund is being asked of the gateway (claimed, so it is never asked twice).
      enum: ['created', 'captured', 'failed', 'refund_due', 'refunding', 'refunded', 'flagged'],
    }).notNull(),
    /** What has gone back to the customer through the gateway's refund API. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_key').on(t.provider, t.gatewayOrderId),
    index('payments_order_idx').on(t.orderId),
    index('payments_group_idx').on(t.groupId).where(sql`${t.groupId} is not null`),
    // The late refunds' and the reconciliation's jobs walk only their open payments (migration 0035).
    index('payments_refund_due_idx').on(t.createdAt).where(sql`${t.status} = 'refund_due'`),
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

/** Webhook events already handled (replays are ignored). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  payload: jsonb('payload').notNull(),
});
