/**
 * English texts of the header's dialogs (branch, delivery pincode, search): namespace `shop`,
 * loaded with the dialogs' own code (i18n/texts/shop.ts), not with the first script.
 */
export const enShop = {
  branch: {
    title: 'Select Your Branch',
    description: 'Choose a branch nearest to you for better service',
    all: 'All branches',
    pincode: 'Enter delivery pincode',
    failed: 'We could not load the branches.',
    tryAgain: 'Try again',
    list: 'Branches',
    selected: 'Selected',
  },
  pincode: {
    title: 'Enter Delivery Pincode',
    description: 'We look up your area and the nearest branch.',
    cancel: 'Cancel',
    save: 'Save',
    label: 'Pincode',
    placeholder: '6-digit pincode',
    lookingUp: 'Looking up the area…',
    nearest: ' · nearest branch {{name}} ({{km}} km)',
    fetchFailed: 'Error fetching area name',
  },
  listing: {
    products: 'Products',
    tryAgain: 'Try again',
    none: 'No pieces found',
    noneText: "Try adjusting the filters to find what you're looking for.",
    pages: 'Pages',
    prev: 'PREV',
    next: 'NEXT',
    page: 'Page {{n}}',
    code: 'Product code',
    size: 'Size',
    loadingPiece: 'Loading the piece…',
    related: 'You may also like',
  },
  search: {
    title: 'Search the collection',
    description: 'Search by name, code or colour.',
    placeholder: 'Sherwani, lehenga, code…',
    search: 'Search',
    popular: 'Popular:',
  },
};
