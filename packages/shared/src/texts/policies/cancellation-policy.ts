import type { Settings } from '@vastra/shared/schemas';
import { days, minutes, type PolicyDoc, plansText, supportText, validityText } from '../phrases.ts';

/** The cancellation policy page's text, written once; every figure from the settings. */
export function cancellationPolicy(s: Settings): PolicyDoc {
  const { cancellation: c } = s;
  return {
    title: 'Cancellation Policy',
    description: `Cancel more than ${days(c.creditIfDaysBeforeDeliveryOver)} before delivery and your booking advance becomes store credit valid ${days(c.storeCreditValidityDays)}.`,
    intro:
      'Plans change, and weddings move. Here is exactly what happens to your booking advance when you cancel ' +
      'an order, and what we do if we ever have to cancel one ourselves.',
    sections: [
      {
        heading: 'What you pay when you book',
        blocks: [
          `When you place an order you pay a booking advance online: ${s.advance.rentPct}% of the order total for ` +
            `rentals and ${s.advance.buyPct}% for pre-used purchases. The balance is paid before delivery.`,
        ],
      },
      {
        heading: 'Cancelling an order',
        blocks: [
          {
            points: [
              `More than ${days(c.creditIfDaysBeforeDeliveryOver)} before the delivery date: the full booking ` +
                `advance is returned to you as store credit, valid for ${days(c.storeCreditValidityDays)} from ` +
                'the day you cancel.',
              `${days(c.creditIfDaysBeforeDeliveryOver)} or less before the delivery date: the booking advance is ` +
                'not refunded, because the outfit has been kept aside and altered for you and can no longer be ' +
                'offered to anyone else for those dates.',
            ],
          },
          'You can cancel from the order page in My Orders, or by calling us. The order page tells you, before you ' +
            'confirm, what will be returned and how.',
        ],
      },
      {
        heading: 'Using store credit',
        blocks: [
          'Store credit is kept on your account (your mobile number) and can be used for any rental or pre-used ' +
            `purchase within ${days(c.storeCreditValidityDays)}. It is not paid out as cash.`,
        ],
      },
      {
        heading: 'If we cancel',
        blocks: [
          'Rarely, we may have to cancel: for example if the outfit was damaged by the previous customer and ' +
            'cannot be repaired in time. We call you at once and offer a similar piece. If you prefer not to take ' +
            `it, we refund everything you paid to your original payment method within ${c.providerCancelRefundBusinessDays} business days.`,
        ],
      },
      {
        heading: 'Payments that do not complete',
        blocks: [
          `While you pay, the outfit is held for you for ${minutes(s.rental.holdMinutes)}. If the payment does not ` +
            'complete in that time the hold ends and nothing is charged. If money was taken but the dates were ' +
            'booked by someone else meanwhile, the full amount is refunded.',
        ],
      },
      {
        heading: 'Membership fees',
        blocks: [
          `The yearly membership plans (${plansText(s)}) start the day the fee is paid and run for ` +
            `${validityText(s)}. A plan's fee is not refunded once the plan is active.`,
        ],
      },
      { heading: 'Questions', blocks: [supportText(s)] },
    ],
  };
}
