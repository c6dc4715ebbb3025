import { z } from 'zod';
import { Email, INT4_MAX, IsoDateString, Mobile, Pincode, safeText } from './common.ts';
import { MEASUREMENT_FIELDS, MEASUREMENTS_INCOMPLETE, type MeasurementField } from './measurements.ts';

/** The cart's, wishlist's and checkout's texts, as the pages show them. */
export const COMMERCE_MESSAGES = {
  cartFull: 'Your cart is full. Remove an item before adding a new one.',
  alreadyInCart: 'This item is already in your cart.',
  addedToCart: 'Item added to the cart successfully.',
  addedToWishlistInstead: 'Your cart is full. This product was added to your wishlist instead.',
  moveCartFull: 'Your cart is full. Please remove an item before adding a new one.',
  measurementsIncomplete: MEASUREMENTS_INCOMPLETE,
  offline: 'This item cannot be booked online. Please contact the showroom.',
  unavailable: 'This item is no longer available.',
  cartEmpty: 'Your cart is empty.',
  notServiceable: 'Service Not Available',
  paymentFailed: 'Payment verification failed. Please contact support.',
  refundDue:
    'Your payment arrived after the hold on this item ended and the dates were booked meanwhile. ' +
    'Your booking advance will be refunded.',
  paidTwice:
    "This order had already been paid (by you or your party's organiser), so this payment was not " +
    'needed: it is being refunded in full.',
} as const;

/** Home delivery refused because the piece's own branch does not reach the pincode; pickup there is offered. */
export function notServedFrom(branch: string, pincode: string): string {
  return `${COMMERCE_MESSAGES.notServiceable}: ${branch} does not deliver to ${pincode}. Choose store pickup at ${branch}.`;
}

const inches = z
  .number({ error: 'Measurements must be numbers (inches)' })
  .min(1, 'Measurements must be between 1 and 99.9 inches')
  .max(99.9, 'Measurements must be between 1 and 99.9 inches');

/** Measurements kept on a cart item or an order line, in inches. */
export const LineMeasurementsSchema = z
  .object({
    pantLength: inches,
    pantWaist: inches,
    chest: inches,
    sleeveLength: inches,
    topBust: inches,
    topWaist: inches,
    topSleeves: inches,
    chaniyaLength: inches,
  })
  .partial();
export type LineMeasurementsInput = z.infer<typeof LineMeasurementsSchema>;

/** The fields a piece needs (grp 1 men, 2 women; accessories none): (1, false) → pant length, waist, chest, sleeve. */
export function requiredMeasurementFields(grp: number, isAccessory: boolean): readonly MeasurementField[] {
  if (isAccessory) return [];
  return grp === 2 ? MEASUREMENT_FIELDS.women : MEASUREMENT_FIELDS.men;
}

/** Only the piece's own fields, missing ones filled from `fallback` (the saved measurements). */
export function measurementsFor(
  fields: readonly MeasurementField[],
  given: LineMeasurementsInput,
  fallback: LineMeasurementsInput = {},
): LineMeasurementsInput {
  const out: LineMeasurementsInput = {};
  for (const f of fields) {
    const value = given[f] ?? fallback[f];
    if (value !== undefined) out[f] = value;
  }
  return out;
}

/** A rental period in days as a request names it; the shop's settings say which periods it offers. */
export const PeriodChoice = z.number().int().positive().max(INT4_MAX);

const RentalChoice = {
  eventDate: IsoDateString.optional(),
  period: PeriodChoice.optional(),
  measurements: LineMeasurementsSchema.optional(),
};

const ProductCode = z
  .string({ error: 'Product code is required' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Product code is not valid');

/** POST /api/cart/items: rentals need eventDate, period and measurements; purchases only the code. */
export const CartAddSchema = z.object({
  code: ProductCode,
  ...RentalChoice,
  remark: safeText().trim().max(500).optional(),
  /** The rental detail page's behaviour: a full cart puts the piece in the wishlist instead. */
  fallbackToWishlist: z.boolean().optional(),
});
export type CartAdd = z.infer<typeof CartAddSchema>;

/** PATCH /api/cart/items/{id}: a new delivery date or event date (not both), period, sizes, remark. */
export const CartPatchSchema = z
  .object({
    deliveryDate: IsoDateString.optional(),
    ...RentalChoice,
    remark: safeText().trim().max(500).optional(),
  })
  .refine((p) => !(p.deliveryDate && p.eventDate), {
    message: 'Give either a delivery date or an event date, not both',
    path: ['deliveryDate'],
  });
export type CartPatch = z.infer<typeof CartPatchSchema>;

export const WishlistAddSchema = z.object({ code: ProductCode });
export const MoveToCartSchema = z.object(RentalChoice);
export type MoveToCart = z.infer<typeof MoveToCartSchema>;

const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Checkout's billing and delivery details: every field required except road and second phone. */
export const CheckoutAddressSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  phone1: Mobile,
  phone2: z.union([z.literal(''), Mobile]).optional(),
  email: safeText({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(Email),
  building: required('Building/flat no', 200),
  road: safeText().trim().max(200).optional(),
  station: required('Station'),
  landmark: required('Landmark', 200),
  city: required('Town/city'),
  state: required('State'),
  zipCode: Pincode,
});
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

export const PlaceOrderSchema = z.object({
  address: CheckoutAddressSchema,
  deliveryType: z.enum(['home', 'pickup']),
  orderNotes: safeText().trim().max(500).optional(),
  /** The checkout's "Send me order updates on WhatsApp" box, recorded in the consent ledger. */
  whatsappOptIn: z.boolean().optional(),
  /**
   * Pays from the customer's store credit (oldest first): the advance, then the balance. Only
   * what the online payment still needs goes to the gateway; none at all when credit covers the advance.
   */
  useCredit: z.boolean().optional(),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

/** The payment widget's success handler fields, sent back for verification. */
export const VerifyPaymentSchema = z.object({
  orderId: safeText().max(100),
  gatewayOrderId: safeText().min(1).max(100),
  paymentId: safeText().min(1).max(100),
  signature: safeText().min(1).max(200),
});
export type VerifyPayment = z.infer<typeof VerifyPaymentSchema>;
