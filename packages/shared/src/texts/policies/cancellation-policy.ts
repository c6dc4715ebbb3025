import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The cancellation policy's default wording; figures in curly brackets come from the settings. */
export const cancellationTemplate: PolicyTemplate = {
  description:
    'Cancel more than {cancelCreditDays} before delivery and your booking advance becomes store credit valid {storeCreditValidity}.',
  intro:
    'Plans change, and weddings move. Here is exactly what happens to your booking advance when you cancel ' +
    'an order, and what we do if we ever have to cancel one ourselves.',
  sections: [
    {
      heading: 'What you pay when you book',
      blocks: [
        'When you place an order you pay a booking advance online: {advancePercent}% of the order total for ' +
          'rentals and {buyAdvancePercent}% for pre-used purchases. The balance is paid before delivery.',
      ],
    },
    {
      heading: 'Cancelling an order',
      blocks: [
        {
          points: [
            'More than {cancelCreditDays} before the delivery date: the full booking ' +
              'advance is returned to you as store credit, valid for {storeCreditValidity} from ' +
              'the day you cancel.',
            '{cancelCreditDays} or less before the delivery date: the booking advance is ' +
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
          'purchase within {storeCreditValidity}. It is not paid out as cash.',
      ],
    },
    {
      heading: 'If we cancel',
      blocks: [
        'Rarely, we may have to cancel: for example if the outfit was damaged by the previous customer and ' +
          'cannot be repaired in time. We call you at once and offer a similar piece. If you prefer not to take ' +
          'it, we refund everything you paid to your original payment method within {refundBusinessDays} business days.',
      ],
    },
    {
      heading: 'Payments that do not complete',
      blocks: [
        'While you pay, the outfit is held for you for {holdTime}. If the payment does not ' +
          'complete in that time the hold ends and nothing is charged. If money was taken but the dates were ' +
          'booked by someone else meanwhile, the full amount is refunded.',
      ],
    },
    {
      heading: 'Membership fees',
      blocks: [
        'The yearly membership plans ({membershipPlans}) start the day the fee is paid and run for ' +
          "{membershipValidity}. A plan's fee is not refunded once the plan is active.",
      ],
    },
    { heading: 'Questions', blocks: ['{support}'] },
  ],
};
