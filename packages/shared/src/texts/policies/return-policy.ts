import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The return policy's default wording; figures in curly brackets come from the settings. */
export const returnTemplate: PolicyTemplate = {
  description:
    'How to return a rented Vastra outfit, and how your refundable deposit comes back within {depositRefundTime}.',
  intro:
    'A rented outfit comes back to us after your celebration. This page explains how the return works, how ' +
    'your refundable deposit is settled, and what applies to pre-used pieces you buy from us.',
  sections: [
    {
      heading: 'Returning a rented outfit',
      blocks: [
        'You rent for {rentalPeriods}, counted from the delivery date. The return date is printed on your order ' +
          'and in My Orders. On that date we collect the outfit from the address it was delivered to, or you ' +
          'bring it back to the branch if you chose store pickup.',
        {
          points: [
            'Please do not wash, iron or dry-clean the outfit. We clean every piece ourselves, the way its fabric and work need.',
            'Return every part that came with it: dupatta, stole, safa, belt, brooch, hangers and the garment bag.',
            'Keep the outfit dry and away from perfume, mehendi and haldi until it is packed.',
          ],
        },
      ],
    },
    {
      heading: 'Your refundable deposit',
      blocks: [
        'Each rental carries a refundable deposit, shown on the product page and in your cart before you pay. ' +
          'We check every piece when it comes back.',
        'The deposit is refunded within {depositRefundTime} of the return, to the account you paid from.',
        'Normal wear is on us. If we find damage beyond it (a tear, a burn, a permanent stain, missing stones or ' +
          'parts), we tell you the repair or replacement charge within {damageNoticeTime} ' +
          'of the return, with photographs, and deduct it from the deposit.',
      ],
    },
    {
      heading: 'Keeping an outfit longer',
      blocks: [
        'Call your branch before the return date. If the piece is not booked for the next dates, we extend your ' +
          'rental to a longer period. Longer periods cost more than the base rent: {surcharges}.',
      ],
    },
    {
      heading: 'Pre-used pieces you buy',
      blocks: [
        'Pre-used pieces are sold after our cleaning and checks, and each is one of a kind. Please look at the ' +
          'pictures, size and measurements carefully before you buy.',
        'If the piece you receive is not the one you ordered, or has a flaw we did not show or describe, tell us ' +
          'on the day you receive it and we will take it back and refund what you paid. A piece that has been ' +
          'altered for you cannot be returned.',
      ],
    },
    {
      heading: 'Booking advance',
      blocks: [
        'The booking advance you pay online ({advancePercent}% of the order total for rentals, ' +
          '{buyAdvancePercent}% for pre-used purchases) is part of the price, not a deposit. What happens to it ' +
          'when an order is cancelled is explained in our Cancellation Policy.',
      ],
    },
    { heading: 'Questions', blocks: ['{support}'] },
  ],
};
