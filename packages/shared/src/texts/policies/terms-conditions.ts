import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The terms and conditions' default wording; figures in curly brackets come from the settings. */
export const termsTemplate: PolicyTemplate = {
  description: 'The terms on which Vastra rents and sells wedding and occasion outfits.',
  intro:
    'These terms apply when you rent or buy from Vastra, on this website or at our branches. By placing an ' +
    'order you agree to them.',
  sections: [
    {
      heading: 'Booking a rental',
      blocks: [
        'You choose an outfit, your event date and a rental period of {rentalPeriods}. The shortest period is ' +
          'charged at the base rent; longer periods cost more: {surcharges}.',
        'The booking is confirmed when the booking advance is paid online: {advancePercent}% of the order ' +
          'total (rent, refundable deposit and delivery) for rentals, {buyAdvancePercent}% for pre-used ' +
          'purchases. The balance is paid before delivery.',
        'Your cart holds {cartHolds} at a time.',
      ],
    },
    {
      heading: 'Deposit and care of the outfit',
      blocks: [
        'Each rental carries a refundable deposit, shown before you pay. You are responsible for the outfit from ' +
          'delivery to collection. The deposit is refunded within {depositRefundTime} of the ' +
          'return, less any damage charge we notify as described in our Return Policy.',
        'Alterations we make for you are temporary stitching that we undo after the return. Please do not cut, ' +
          'dye or re-stitch the outfit yourself.',
      ],
    },
    {
      heading: 'Delivery, cancellation and returns',
      blocks: [
        'Delivery costs {homeDeliveryFee} within {deliveryRadiusKm} km of a branch; store pickup is ' +
          '{pickupFee}. Cancelling more than {cancelCreditDays} ' +
          'before delivery turns your advance into store credit valid {storeCreditValidity}; ' +
          'later cancellations keep the advance. Our Shipping, Cancellation and Return policies give the details.',
      ],
    },
    {
      heading: 'Fashion membership',
      blocks: [
        'The plans are {membershipPlans}. A plan is valid for {membershipValidity} from the day its fee is paid. ' +
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
          'about directly: {support} Otherwise the courts at Mumbai have jurisdiction.',
      ],
    },
  ],
};
