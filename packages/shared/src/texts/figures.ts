import type { Settings, TextFigure } from '@vastra/shared/schemas';
import {
  basePeriod,
  businessDays,
  dayBefore,
  days,
  fee,
  minutes,
  periodsText,
  plansText,
  supportText,
  surchargesText,
  validityText,
} from './phrases.ts';

/** What each figure a text names in curly brackets reads as, with these settings. */
const FIGURE_VALUES: Record<TextFigure, (s: Settings) => string> = {
  advancePercent: (s) => String(s.advance.rentPct),
  buyAdvancePercent: (s) => String(s.advance.buyPct),
  cancelCreditDays: (s) => days(s.cancellation.creditIfDaysBeforeDeliveryOver),
  storeCreditValidity: (s) => days(s.cancellation.storeCreditValidityDays),
  refundBusinessDays: (s) => s.cancellation.providerCancelRefundBusinessDays,
  holdTime: (s) => minutes(s.rental.holdMinutes),
  membershipPlans: plansText,
  membershipValidity: validityText,
  support: supportText,
  deliveryWhen: (s) => dayBefore(s.rental.deliveryDaysBeforeEvent),
  rentalPeriods: periodsText,
  basePeriodDays: (s) => String(basePeriod(s)),
  surcharges: surchargesText,
  earliestBooking: (s) => days(s.rental.earliestEventDaysAhead),
  cartHolds: (s) => (s.cart.maxItems === 1 ? 'one outfit' : `up to ${s.cart.maxItems} outfits`),
  cartLimitAnswer: (s) =>
    s.cart.maxItems === 1
      ? 'At the moment the cart holds one outfit at a time. Book the first, then add the next; your wishlist keeps the others for you.'
      : `Yes, up to ${s.cart.maxItems} outfits in one order.`,
  depositRefundTime: (s) => days(s.deposit.refundWithinDays),
  damageNoticeTime: (s) => businessDays(s.deposit.damageNoticeBusinessDays),
  gstPercent: (s) => String(s.gstPct),
  gstAnswer: (s) =>
    s.gstPct > 0
      ? `Yes, ${s.gstPct}%, shown in your cart before you pay.`
      : 'No GST is added: the total in your cart is what you pay.',
  gstNote: (s) =>
    s.gstPct > 0
      ? `GST of ${s.gstPct}% is added to the order total and shown in your cart.`
      : 'No GST is added to the rent, deposit or delivery: the total in your cart is what you pay.',
  deliveryRadiusKm: (s) => String(s.delivery.radiusKm),
  homeDeliveryFee: (s) => fee(s.delivery.homeFee),
  pickupFee: (s) => fee(s.delivery.pickupFee),
};

/**
 * The text with each {figure} replaced by its value from the settings. Texts are checked when
 * saved; a name that slipped through anyway is left as written rather than breaking the page.
 */
export function fillFigures(text: string, s: Settings): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const key = name.trim();
    return Object.hasOwn(FIGURE_VALUES, key) ? FIGURE_VALUES[key as TextFigure](s) : whole;
  });
}
