import type { Settings } from '@vastra/shared/schemas';
import {
  type Block,
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

type Faq = { question: string; answer: Block[] };
export type FaqGroup = { heading: string; items: Faq[] };

/** The questions customers ask at our counters, answered from the settings. */
export function faqs(s: Settings): FaqGroup[] {
  const maxItems = s.cart.maxItems;
  return [
    {
      heading: 'Renting an outfit',
      items: [
        {
          question: 'How does renting from Vastra work?',
          answer: [
            {
              points: [
                'Choose an outfit, your event date and how many days you need it.',
                `Pay a ${s.advance.rentPct}% booking advance online; the outfit is then reserved for your dates.`,
                'We alter it to your saved measurements.',
                `We deliver it ${dayBefore(s.rental.deliveryDaysBeforeEvent)} your event, or you collect it from the branch.`,
                'Wear it, enjoy the day, and hand it back on the return date without cleaning it.',
              ],
            },
          ],
        },
        {
          question: 'For how many days can I rent?',
          answer: [
            `For ${periodsText(s)}. The ${basePeriod(s)}-day rent is the price on the product; longer periods cost ` +
              `more: ${surchargesText(s)}. The period starts on the delivery day.`,
          ],
        },
        {
          question: 'How early do I need to book?',
          answer: [
            `Your event date must be at least ${days(s.rental.earliestEventDaysAhead)} from today, so that we can ` +
              'clean, check and alter the outfit. For the wedding season, booking a few weeks ahead gives you the ' +
              'widest choice.',
          ],
        },
        {
          question: 'Are alterations included?',
          answer: [
            'Yes. Save your measurements in My Account or enter them when you book, and the outfit is altered to ' +
              'them before delivery. Alterations are temporary stitching that we undo after the return.',
          ],
        },
        {
          question: 'Do I need to dry-clean the outfit before returning it?',
          answer: ['No. Please return it as it is; we clean every piece ourselves after each use.'],
        },
        {
          question: 'Can I rent more than one outfit at a time?',
          answer: [
            maxItems === 1
              ? 'At the moment the cart holds one outfit at a time. Book the first, then add the next; your wishlist keeps the others for you.'
              : `Yes, up to ${maxItems} outfits in one order.`,
          ],
        },
      ],
    },
    {
      heading: 'Payments and deposit',
      items: [
        {
          question: 'How much do I pay when I book?',
          answer: [
            `A booking advance of ${s.advance.rentPct}% of the order total (rent, refundable deposit and delivery) ` +
              `for rentals, or ${s.advance.buyPct}% of the price for pre-used purchases. The balance is paid before delivery.`,
          ],
        },
        {
          question: 'What is the refundable deposit, and when do I get it back?',
          answer: [
            'Every rental carries a refundable deposit, shown before you pay. It comes back within ' +
              `${days(s.deposit.refundWithinDays)} of the return. If an outfit comes back damaged beyond normal ` +
              `wear we tell you the charge within ${businessDays(s.deposit.damageNoticeBusinessDays)}, with photographs.`,
          ],
        },
        {
          question: 'How long is an outfit held while I pay?',
          answer: [
            `${minutes(s.rental.holdMinutes)}. If the payment does not complete in that time, ` +
              'the hold ends and nothing is charged.',
          ],
        },
        {
          question: 'Is GST charged?',
          answer: [
            s.gstPct > 0
              ? `Yes, ${s.gstPct}%, shown in your cart before you pay.`
              : 'No GST is added: the total in your cart is what you pay.',
          ],
        },
      ],
    },
    {
      heading: 'Delivery and cancellation',
      items: [
        {
          question: 'Do you deliver to my area, and what does it cost?',
          answer: [
            `We deliver within ${s.delivery.radiusKm} km of our branches; enter your pincode at the top of the page ` +
              `to check. Home delivery is ${fee(s.delivery.homeFee)} per order, including the collection on the ` +
              `return date; store pickup is ${fee(s.delivery.pickupFee)}.`,
          ],
        },
        {
          question: 'Can I cancel my booking?',
          answer: [
            `Yes. More than ${days(s.cancellation.creditIfDaysBeforeDeliveryOver)} before the delivery date, your ` +
              `booking advance becomes store credit valid for ${days(s.cancellation.storeCreditValidityDays)}. ` +
              `${days(s.cancellation.creditIfDaysBeforeDeliveryOver)} or less before delivery, the advance is not refunded.`,
          ],
        },
      ],
    },
    {
      heading: 'Membership and buying',
      items: [
        {
          question: 'What is the Vastra Fashion Membership?',
          answer: [
            `A yearly plan that takes a percentage off the rent of every outfit you rent: ${plansText(s)}. It is ` +
              `valid for ${validityText(s)} and applies automatically at checkout when you are logged in. The ` +
              'discount is on rent only, not on deposits or delivery.',
          ],
        },
        {
          question: 'Can I buy an outfit instead of renting it?',
          answer: [
            'Yes. Our Pre-used Sale has designer pieces from our wardrobe, cleaned and checked, at a fraction of ' +
              `their original price. A purchase needs a ${s.advance.buyPct}% booking advance.`,
          ],
        },
        { question: 'Something else?', answer: [supportText(s)] },
      ],
    },
  ];
}
