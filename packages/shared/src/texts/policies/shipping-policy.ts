import type { Settings } from '@vastra/shared/schemas';
import { basePeriod, dayBefore, days, fee, type PolicyDoc, supportText } from '../phrases.ts';

const cities = 'Mumbai, Pune, Ahmedabad and Vapi';

/** The shipping policy page's text, written once; every figure from the settings. */
export function shippingPolicy(s: Settings): PolicyDoc {
  const { delivery: d } = s;
  return {
    title: 'Shipping Policy',
    description: `Home delivery within ${d.radiusKm} km of a Vastra branch for ${fee(d.homeFee)}, or free store pickup; delivered the day before your event.`,
    intro:
      `We deliver and collect outfits ourselves, from our branches in ${cities}. This page explains where ` +
      'we deliver, what it costs and when your outfit arrives.',
    sections: [
      {
        heading: 'Where we deliver',
        blocks: [
          `We deliver to addresses within ${d.radiusKm} km of one of our branches. Enter your pincode at the top ` +
            'of any page to see whether we deliver to you and which branch serves you. Outside that area you can ' +
            'still rent: choose store pickup and collect the outfit from the branch.',
        ],
      },
      {
        heading: 'Charges',
        blocks: [
          {
            points: [
              `Home delivery: ${fee(d.homeFee)} per order. This covers both the delivery and the collection on the return date.`,
              `Store pickup: ${fee(d.pickupFee)}.`,
              s.gstPct > 0
                ? `GST of ${s.gstPct}% is added to the order total and shown in your cart.`
                : 'No GST is added to the rent, deposit or delivery: the total in your cart is what you pay.',
            ],
          },
        ],
      },
      {
        heading: 'When your outfit arrives',
        blocks: [
          `A rented outfit is delivered ${dayBefore(s.rental.deliveryDaysBeforeEvent)} your event, so ` +
            'there is time to try it on and for any last adjustment. It is collected on the return date shown in ' +
            `your order: a ${basePeriod(s)}-day rental counts the delivery day as its first day.`,
          `Because every outfit is cleaned, checked and altered to your measurements, the earliest event date you ` +
            `can book is ${days(s.rental.earliestEventDaysAhead)} from today.`,
          'Pre-used purchases are delivered or kept for pickup on the date the branch agrees with you after your ' +
            'booking advance is paid.',
        ],
      },
      {
        heading: 'At the door',
        blocks: [
          `The balance of your order (everything after the ${s.advance.rentPct}% booking advance for rentals) is ` +
            'paid before delivery. Please check the outfit when it arrives and tell the delivery person or the ' +
            'branch at once if anything is missing.',
        ],
      },
      { heading: 'Questions', blocks: [supportText(s)] },
    ],
  };
}
