import type { FaqTemplate } from '@vastra/shared/schemas';

/** The questions customers ask at our counters, by default; figures in curly brackets come from the settings. */
export const faqTemplate: FaqTemplate = [
  {
    heading: 'Renting an outfit',
    items: [
      {
        question: 'How does renting from Vastra work?',
        answer: [
          {
            points: [
              'Choose an outfit, your event date and how many days you need it.',
              'Pay a {advancePercent}% booking advance online; the outfit is then reserved for your dates.',
              'We alter it to your saved measurements.',
              'We deliver it {deliveryWhen} your event, or you collect it from the branch.',
              'Wear it, enjoy the day, and hand it back on the return date without cleaning it.',
            ],
          },
        ],
      },
      {
        question: 'For how many days can I rent?',
        answer: [
          'For {rentalPeriods}. The {basePeriodDays}-day rent is the price on the product; longer periods cost ' +
            'more: {surcharges}. The period starts on the delivery day.',
        ],
      },
      {
        question: 'How early do I need to book?',
        answer: [
          'Your event date must be at least {earliestBooking} from today, so that we can ' +
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
      { question: 'Can I rent more than one outfit at a time?', answer: ['{cartLimitAnswer}'] },
    ],
  },
  {
    heading: 'Payments and deposit',
    items: [
      {
        question: 'How much do I pay when I book?',
        answer: [
          'A booking advance of {advancePercent}% of the order total (rent, refundable deposit and delivery) ' +
            'for rentals, or {buyAdvancePercent}% of the price for pre-used purchases. The balance is paid before delivery.',
        ],
      },
      {
        question: 'What is the refundable deposit, and when do I get it back?',
        answer: [
          'Every rental carries a refundable deposit, shown before you pay. It comes back within ' +
            '{depositRefundTime} of the return. If an outfit comes back damaged beyond normal ' +
            'wear we tell you the charge within {damageNoticeTime}, with photographs.',
        ],
      },
      {
        question: 'How long is an outfit held while I pay?',
        answer: [
          '{holdTime}. If the payment does not complete in that time, the hold ends and nothing is charged.',
        ],
      },
      { question: 'Is GST charged?', answer: ['{gstAnswer}'] },
    ],
  },
  {
    heading: 'Delivery and cancellation',
    items: [
      {
        question: 'Do you deliver to my area, and what does it cost?',
        answer: [
          'We deliver within {deliveryRadiusKm} km of our branches; enter your pincode at the top of the page ' +
            'to check. Home delivery is {homeDeliveryFee} per order, including the collection on the ' +
            'return date; store pickup is {pickupFee}.',
        ],
      },
      {
        question: 'Can I cancel my booking?',
        answer: [
          'Yes. More than {cancelCreditDays} before the delivery date, your ' +
            'booking advance becomes store credit valid for {storeCreditValidity}. ' +
            '{cancelCreditDays} or less before delivery, the advance is not refunded.',
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
          'A yearly plan that takes a percentage off the rent of every outfit you rent: {membershipPlans}. It is ' +
            'valid for {membershipValidity} and applies automatically at checkout when you are logged in. The ' +
            'discount is on rent only, not on deposits or delivery.',
        ],
      },
      {
        question: 'Can I buy an outfit instead of renting it?',
        answer: [
          'Yes. Our Pre-used Sale has designer pieces from our wardrobe, cleaned and checked, at a fraction of ' +
            'their original price. A purchase needs a {buyAdvancePercent}% booking advance.',
        ],
      },
      { question: 'Something else?', answer: ['{support}'] },
    ],
  },
];
