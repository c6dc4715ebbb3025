/**
 * English texts of the booking namespace that only dialogs show (pincode check, measurements,
 * buying, the bag's edit and remove, renting from the wishlist): added to the namespace by
 * i18n/texts/booking-dialogs.ts, which those dialogs import, so a first visit to a listing or a
 * product page does not load them (record 29, addendum 3). Hindi has them in hi-booking.ts.
 */
export const enBookingDialogs = {
  pincode: {
    title: 'Enter Delivery Pincode',
    description: 'We check that we deliver to your area before you book.',
    pickUpAt: 'Pick up at {{branch}}',
    checking: 'Checking…',
    check: 'Check',
    label: 'Delivery pincode',
    placeholder: '6-digit pincode',
    fetchFailed: 'Error fetching area name',
  },
  measure: {
    none: 'No measurements are needed for this piece.',
    legend: 'Measurements (inches)',
    remember: 'Save these measurements to my account',
    remark: 'Remark (optional)',
    thanks: 'Thank you, your measurements are up to date.',
    stillRight: 'Still right?',
    savedOn: 'These measurements were saved on {{date}}. If anything changed, correct it below.',
    yes: 'Yes, still right',
    saveFailed: 'Failed to save measurements. Please try again.',
  },
  buy: {
    title: 'Your Measurements',
    description: 'Our tailor alters the piece to these measurements before delivery.',
  },
  cart: {
    editTitle: 'Edit item',
    deliveryDate: 'Delivery date',
    deliveryHint: 'Choose the day we deliver.',
    notAvailable: 'This date is not available. Please choose another in the calendar.',
    removeTitle: 'Remove this item?',
    removeText: '{{name}} ({{code}}) will be taken out of your cart.',
    removing: 'Removing…',
    keep: 'Keep it',
    remove: 'Remove',
  },
  wishlist: {
    title: 'Rent this piece',
    delivery: 'Delivery',
    return: 'Return',
    deposit: 'Deposit',
    fromSaved: 'Filled in from your saved measurements.',
  },
};
