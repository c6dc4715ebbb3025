/**
 * English texts of the booking namespace that only dialogs show (pincode check, measurements,
 * buying, the bag's edit and remove, renting from the wishlist, the product page's help texts
 * beside its titles): added to the namespace by i18n/texts/booking-dialogs.ts, which those dialogs
 * import, so a first visit to a listing or a product page does not load them (record 29,
 * addendum 3). Hindi has them in hi-booking.ts.
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
  help: {
    fitting1: 'Every rental is altered to your measurements before delivery, at no extra charge.',
    fitting2:
      'Add your measurements when you rent (or save them in your account). Our tailors adjust the fit, and you can try the outfit on at delivery; small changes are made on the spot.',
    deposit1:
      'The refundable deposit is collected with the balance before delivery and returned within {{days}} days of the return.',
    deposit2:
      'If anything is damaged we tell you within {{days}} business days, and only the repair is deducted. Returning without cleaning is fine: cleaning is on us.',
    home: 'Home delivery:',
    homeText:
      '{{fee}} within {{km}} km of a branch. We deliver the day before your event and pick up at the end of the rental.',
    pickup: 'Store pickup:',
    pickupText: '{{fee}} at your branch, {{hours}}.',
    free: 'free',
    steps: {
      pantLength: 'From the waistband down the outside of the leg to just above the floor, shoes off.',
      pantWaist: 'Round the natural waist, just above the hip bones, with one finger under the tape.',
      chest: 'Round the fullest part of the chest, under the arms, tape level across the back.',
      sleeveLength: 'From the shoulder seam down the outside of a slightly bent arm to the wrist bone.',
      topBust: 'Round the fullest part of the bust, tape level across the back.',
      topWaist: 'Round the narrowest part of the waist, above the navel.',
      topSleeves: 'Round the upper arm at its fullest, or from shoulder to where the sleeve should end.',
      chaniyaLength: 'From the waist down to the floor, with the footwear you will wear.',
    },
  },
};
