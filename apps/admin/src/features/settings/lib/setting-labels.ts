import { textPathLabel } from './edit-texts';

/** The editor's sections: each top-level part of the settings, in the order owners think of them. */
export const SECTIONS: { key: string; title: string; hint: string }[] = [
  {
    key: 'rental',
    title: 'Renting',
    hint: 'Periods, surcharges over the base rent, event dates and the hold while paying.',
  },
  { key: 'advance', title: 'Booking advance', hint: 'The share of the order paid online when it is placed.' },
  {
    key: 'delivery',
    title: 'Delivery',
    hint: 'Fees in rupees and the radius around a branch that is served.',
  },
  { key: 'gstPct', title: 'GST', hint: 'Added to orders, in per cent.' },
  { key: 'cart', title: 'Cart', hint: 'How many items one order may hold; a whole outfit counts as one.' },
  {
    key: 'lifecycle',
    title: 'Returns and inspection',
    hint: 'Late fee, the damage rate card, days blocked after cleaning or repair.',
  },
  {
    key: 'cancellation',
    title: 'Cancellation and store credit',
    hint: 'When the advance becomes store credit, and how long credit lasts.',
  },
  {
    key: 'trials',
    title: 'Trials (fit-checks)',
    hint:
      'The hours half-hour trial slots fall in at every branch, and how far ahead they are booked. ' +
      'A branch with hours of its own is listed under "Branch hours"; the others keep the shop\'s.',
  },
  {
    key: 'measurements',
    title: 'Measurements',
    hint: 'How old saved measurements may be before a customer renting is asked "Still right?".',
  },
  {
    key: 'party',
    title: 'Wedding parties',
    hint: "Discount on members' rent by how many joined the party (the highest tier reached).",
  },
  { key: 'deposit', title: 'Deposit', hint: 'When deposits are refunded and damage is notified.' },
  { key: 'membership', title: 'Membership plans', hint: 'Yearly plans: price and discount on rent.' },
  {
    key: 'support',
    title: 'Contact and opening hours',
    hint: 'Shown in the footer, on the contact page and in every policy.',
  },
];

const LABELS: Record<string, string> = {
  'rental.periods': 'Rental periods (days, comma separated)',
  'rental.defaultPeriod': 'Default period (days)',
  'rental.surchargePct': 'Surcharge over the base rent, by period (%)',
  'rental.earliestEventDaysAhead': 'Earliest event date (days from today)',
  'rental.maxDaysAhead': 'Latest event date (days from today)',
  'rental.deliveryDaysBeforeEvent': 'Delivery (days before the event)',
  'rental.holdMinutes': 'Hold while the customer pays (minutes)',
  'advance.rentPct': 'Advance on rentals (%)',
  'advance.buyPct': 'Advance on pre-used purchases (%)',
  'delivery.homeFee': 'Home delivery fee (₹)',
  'delivery.pickupFee': 'Store pickup fee (₹)',
  'delivery.radiusKm': 'Delivery radius (km)',
  gstPct: 'GST (%)',
  'cart.maxItems': 'Items in one cart (an outfit counts as one)',
  'measurements.freshMonths': 'Ask "Still right?" after (months)',
  'party.discounts': 'Discount by group size',
  minMembers: 'From (members)',
  pct: 'Party discount on rent (%)',
  'lifecycle.lateFeePctPerDay': 'Late fee per day (% of the base rent)',
  'lifecycle.rateCard': 'Damage rate card',
  'lifecycle.cleaningDays': 'Days blocked after cleaning',
  'lifecycle.repairDays': 'Days blocked after a repair',
  'cancellation.creditIfDaysBeforeDeliveryOver':
    'Store credit when cancelled more than (days before delivery)',
  'cancellation.storeCreditValidityDays': 'Store credit valid for (days)',
  'cancellation.providerCancelRefundBusinessDays': 'Refund when we cancel (business days)',
  'deposit.refundWithinDays': 'Deposit refunded within (days)',
  'deposit.damageNoticeBusinessDays': 'Damage notified within (business days)',
  'membership.validityDays': 'Plan valid for (days)',
  'membership.plans': 'Plans',
  'trials.opens': 'First trial slot starts at (HH:MM)',
  'trials.closes': 'Last trial slot ends by (HH:MM)',
  'trials.daysAhead': 'Trials bookable up to (days ahead)',
  'trials.branches': 'Branch hours',
  branchCode: 'Branch code (KDV)',
  opens: 'Its first trial slot starts at (HH:MM)',
  closes: 'Its last trial slot ends by (HH:MM)',
  'support.phone': 'Phone',
  'support.email': 'E-mail',
  'support.hours': 'Opening hours',
  amount: 'Amount (₹)',
  price: 'Price (₹)',
  discountPct: 'Discount on rent (%)',
};

/** 'lateFeePctPerDay' → 'Late fee pct per day': the fallback for a setting without its own label. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The label of a setting by its path ('advance.rentPct'); list items use their field's label. */
export function settingLabel(path: string): string {
  if (path.startsWith('texts.')) return textPathLabel(path);
  const exact = LABELS[path];
  if (exact) return exact;
  const last = path.split('.').at(-1) ?? path;
  if (/^\d+$/.test(last)) return `${last} days`;
  return LABELS[last] ?? words(last);
}
