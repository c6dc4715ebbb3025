import type { Settings } from '@vastra/shared/schemas';
import {
  days,
  fee,
  type PolicyDoc,
  periodsText,
  plansText,
  supportText,
  surchargesText,
  validityText,
} from '../phrases.ts';

/** The terms conditions page's text, written once; every figure from the settings. */
export function termsConditions(s: Settings): PolicyDoc {
  const maxItems = s.cart.maxItems;
  return {
    title: 'Terms & Conditions',
    description: 'The terms on which Vastra rents and sells wedding and occasion outfits.',
    intro:
      'These terms apply when you rent or buy from Vastra, on this website or at our branches. By placing an ' +
      'order you agree to them.',
    sections: [
      {
        heading: 'Booking a rental',
        blocks: [
          `You choose an outfit, your event date and a rental period of ${periodsText(s)}. The shortest period is ` +
            `charged at the base rent; longer periods cost more: ${surchargesText(s)}.`,
          `The booking is confirmed when the booking advance is paid online: ${s.advance.rentPct}% of the order ` +
            `total (rent, refundable deposit and delivery) for rentals, ${s.advance.buyPct}% for pre-used ` +
            'purchases. The balance is paid before delivery.',
          `Your cart holds ${maxItems === 1 ? 'one outfit' : `up to ${maxItems} outfits`} at a time.`,
        ],
      },
      {
        heading: 'Deposit and care of the outfit',
        blocks: [
          'Each rental carries a refundable deposit, shown before you pay. You are responsible for the outfit from ' +
            `delivery to collection. The deposit is refunded within ${days(s.deposit.refundWithinDays)} of the ` +
            'return, less any damage charge we notify as described in our Return Policy.',
          'Alterations we make for you are temporary stitching that we undo after the return. Please do not cut, ' +
            'dye or re-stitch the outfit yourself.',
        ],
      },
      {
        heading: 'Delivery, cancellation and returns',
        blocks: [
          `Delivery costs ${fee(s.delivery.homeFee)} within ${s.delivery.radiusKm} km of a branch; store pickup is ` +
            `${fee(s.delivery.pickupFee)}. Cancelling more than ${days(s.cancellation.creditIfDaysBeforeDeliveryOver)} ` +
            `before delivery turns your advance into store credit valid ${days(s.cancellation.storeCreditValidityDays)}; ` +
            'later cancellations keep the advance. Our Shipping, Cancellation and Return policies give the details.',
        ],
      },
      {
        heading: 'Fashion membership',
        blocks: [
          `The plans are ${plansText(s)}. A plan is valid for ${validityText(s)} from the day its fee is paid. ` +
            'Its discount applies to rent only, not to deposits or delivery, and is applied automatically at ' +
            'checkout when you are logged in. One plan can be active at a time; the membership is personal to ' +
            'the mobile number it was bought with.',
        ],
      },
      {
        heading: 'Prices and pictures',
        blocks: [
          'Prices are in Indian rupees and shown in full, with the deposit and delivery, before you pay. ' +
            'Pictures show the outfit as closely as we can; colours can look different on different screens.',
        ],
      },
      {
        heading: 'Law',
        blocks: [
          'These terms are governed by the laws of India. Any dispute is first something we would like to hear ' +
            `about directly: ${supportText(s)} Otherwise the courts at Mumbai have jurisdiction.`,
        ],
      },
    ],
  };
}
