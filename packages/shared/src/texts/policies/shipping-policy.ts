import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The shipping policy's default wording; figures in curly brackets come from the settings. */
export const shippingTemplate: PolicyTemplate = {
  description:
    'Home delivery within {deliveryRadiusKm} km of a Vastra branch for {homeDeliveryFee}, or free store pickup; delivered the day before your event.',
  intro:
    'We deliver and collect outfits ourselves, from our branches in Mumbai, Pune, Ahmedabad and Vapi. This page explains where ' +
    'we deliver, what it costs and when your outfit arrives.',
  sections: [
    {
      heading: 'Where we deliver',
      blocks: [
        'We deliver to addresses within {deliveryRadiusKm} km of one of our branches. Enter your pincode at the top ' +
          'of any page to see whether we deliver to you and which branch serves you. Outside that area you can ' +
          'still rent: choose store pickup and collect the outfit from the branch.',
      ],
    },
    {
      heading: 'Charges',
      blocks: [
        {
          points: [
            'Home delivery: {homeDeliveryFee} per order. This covers both the delivery and the collection on the return date.',
            'Store pickup: {pickupFee}.',
            '{gstNote}',
          ],
        },
      ],
    },
    {
      heading: 'When your outfit arrives',
      blocks: [
        'A rented outfit is delivered {deliveryWhen} your event, so ' +
          'there is time to try it on and for any last adjustment. It is collected on the return date shown in ' +
          'your order: a {basePeriodDays}-day rental counts the delivery day as its first day.',
        'Because every outfit is cleaned, checked and altered to your measurements, the earliest event date you ' +
          'can book is {earliestBooking} from today.',
        'Pre-used purchases are delivered or kept for pickup on the date the branch agrees with you after your ' +
          'booking advance is paid.',
      ],
    },
    {
      heading: 'At the door',
      blocks: [
        'The balance of your order (everything after the {advancePercent}% booking advance for rentals) is ' +
          'paid before delivery. Please check the outfit when it arrives and tell the delivery person or the ' +
          'branch at once if anything is missing.',
      ],
    },
    { heading: 'Questions', blocks: ['{support}'] },
  ],
};
