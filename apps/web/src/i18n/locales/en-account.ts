/** English texts of the wishlist, toasts and shared bits (spread into `en`). */
export const enAccount = {
  common: {
    breadcrumb: 'Breadcrumb',
    myAccount: 'My Account',
  },
  toasts: {
    branch: 'Showing pieces from {{name}}',
    everyBranch: 'Showing pieces from every branch',
    delivering: 'Delivering to {{area}} ({{pincode}}) from {{branch}}',
    pincodeSet: 'Delivery pincode set to {{pincode}}',
    welcomeName: 'Welcome to Vastra, {{name}}!',
    membershipActive: 'Welcome! Your {{plan}} membership is active.',
    copyLink: 'Copy this link to share: {{url}}',
  },
  wishlist: {
    addTo: 'Add to Wishlist',
    removeFrom: 'Remove from Wishlist',
    loading: 'Loading your wishlist…',
    failed: 'We could not load your wishlist',
    empty: 'Your wishlist is empty.',
    emptyText: 'Tap the heart on any piece to keep it here for later.',
    price: 'Price: {{amount}}',
    rent: 'Rent: {{amount}}',
    buyNow: 'Buy Now',
    rentAt: 'Rent at the {{branch}} showroom',
    lead: 'Pieces you saved for later. Open one to book it for your event.',
    fetchFailed: 'An error occurred while fetching your wishlist. Please try again later.',
    caption: 'Your wishlist',
    picture: 'Picture',
    name: 'Name',
  },
};
