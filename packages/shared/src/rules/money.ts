import type { Settings } from '../schemas/settings.ts';

export type PricedLine =
  | { type: 'rent'; rent: number; deposit: number; quantity?: number }
  | { type: 'buy'; price: number; quantity?: number };

export type DeliveryType = 'home' | 'pickup';

export type Totals = {
  /** Rent + deposit of rentals, sale price of purchases. */
  subtotal: number;
  /** Membership discount on rent (not deposit, not delivery). */
  discount: number;
  deliveryFee: number;
  gst: number;
  total: number;
  /** Booking advance paid online now. */
  advance: number;
  /** Due before delivery. */
  balance: number;
  advancePct: number;
  orderType: 'rent' | 'buy';
};

/** Whole rupees, half up. */
const rupee = (value: number) => Math.round(value);

/** Membership discount on a rent: membershipDiscount(2000, 5) === 100. */
export function membershipDiscount(rent: number, discountPct: number): number {
  return rupee((rent * discountPct) / 100);
}

/** Delivery fee: home delivery 200, store pickup 0 (settings). */
export function deliveryFee(type: DeliveryType, delivery: Settings['delivery']): number {
  return type === 'home' ? delivery.homeFee : delivery.pickupFee;
}

/**
 * The cart's and the order's money, one formula everywhere:
 * advance = 25 % (rentals) or 10 % (only purchases) of (subtotal − discount + delivery + GST).
 */
export function computeTotals(
  lines: PricedLine[],
  type: DeliveryType,
  settings: Pick<Settings, 'delivery' | 'advance' | 'gstPct'>,
  memberDiscountPct = 0,
): Totals {
  let subtotal = 0;
  let rentSum = 0;
  for (const line of lines) {
    const qty = line.quantity ?? 1;
    if (line.type === 'rent') {
      subtotal += (line.rent + line.deposit) * qty;
      rentSum += line.rent * qty;
    } else {
      subtotal += line.price * qty;
    }
  }
  const orderType = lines.length > 0 && lines.every((l) => l.type === 'buy') ? 'buy' : 'rent';
  const discount = membershipDiscount(rentSum, memberDiscountPct);
  const fee = lines.length === 0 ? 0 : deliveryFee(type, settings.delivery);
  const gst = rupee(((subtotal - discount) * settings.gstPct) / 100);
  const total = subtotal - discount + fee + gst;
  const advancePct = orderType === 'buy' ? settings.advance.buyPct : settings.advance.rentPct;
  const advance = rupee((total * advancePct) / 100);
  return {
    subtotal,
    discount,
    deliveryFee: fee,
    gst,
    total,
    advance,
    balance: total - advance,
    advancePct,
    orderType,
  };
}

/** Rupees to paise for the payment gateway: toPaise(549) === 54900. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
