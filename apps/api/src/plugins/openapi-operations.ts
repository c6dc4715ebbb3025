/**
 * Who may call an operation: anyone (`security: []` in the document), a logged-in customer (a
 * bearer session token), or shop staff (back-office routes, tagged `staff`).
 */
export type Access = 'public' | 'customer' | 'staff';

export type OperationEntry = {
  /** Stable operationId: client code generators name their functions after it; never rename. */
  id: string;
  access: Access;
  /** Used only when the route's own schema has no summary. */
  summary?: string;
  /** Used only when the route's own schema has no tags. */
  tags?: string[];
};

/**
 * Every operation of the API contract, keyed by method and the route's URL as registered
 * ("GET /api/products/:code"). A route that is served and not hidden must have an entry here;
 * the OpenAPI test fails otherwise.
 */
export const OPERATIONS: Record<string, OperationEntry> = {
  'GET /api/health': { id: 'getHealth', access: 'public' },
  'GET /api/settings/public': { id: 'getPublicSettings', access: 'public' },

  'GET /api/branches': { id: 'listBranches', access: 'public' },
  'GET /api/categories': { id: 'listCategories', access: 'public' },
  'GET /api/products': { id: 'listProducts', access: 'public' },
  'GET /api/products/:code': { id: 'getProduct', access: 'public' },
  'GET /api/products/:code/booked-dates': { id: 'getProductBookedDates', access: 'public' },
  'GET /api/products/:code/quote': { id: 'getProductQuote', access: 'public' },
  'GET /api/products/:code/trial-slots': { id: 'getProductTrialSlots', access: 'public' },
  'GET /api/account/trials': { id: 'listMyTrials', access: 'customer' },
  'POST /api/account/trials': { id: 'bookTrial', access: 'customer' },
  'POST /api/account/trials/:id/cancel': { id: 'cancelTrial', access: 'customer' },
  'GET /api/sizes': { id: 'listSizes', access: 'public' },
  'GET /api/kits': { id: 'listKits', access: 'public' },
  'GET /api/kits/:slug': { id: 'getKit', access: 'public' },
  'GET /api/pincodes/:pincode': { id: 'getPincode', access: 'public' },

  'POST /api/auth/otp': { id: 'requestOtp', access: 'public' },
  'POST /api/auth/verify': { id: 'verifyOtp', access: 'public' },
  'POST /api/auth/logout': { id: 'logout', access: 'customer' },
  'GET /api/dev/sms-outbox': { id: 'getDevSmsOutbox', access: 'public' },

  'POST /api/staff/auth/verify': { id: 'staffSignIn', access: 'public' },
  'POST /api/staff/auth/logout': { id: 'staffSignOut', access: 'staff' },
  'GET /api/staff/me': { id: 'getStaffMe', access: 'staff' },
  'GET /api/staff/branches': { id: 'staffListBranches', access: 'staff' },
  'GET /api/staff/orders': { id: 'staffListOrders', access: 'staff' },
  'GET /api/staff/orders.csv': { id: 'staffExportOrdersCsv', access: 'staff' },
  'GET /api/staff/orders/:id': { id: 'staffGetOrder', access: 'staff' },
  'GET /api/staff/orders/:id/documents/:docId/file': { id: 'staffGetOrderDocumentFile', access: 'staff' },
  'GET /api/staff/orders/:id/inspections/:inspectionId/photos/:n': {
    id: 'staffGetInspectionPhoto',
    access: 'staff',
  },
  'GET /api/staff/today': { id: 'getStaffToday', access: 'staff' },
  'GET /api/staff/calendar': { id: 'getStaffCalendar', access: 'staff' },
  'POST /api/staff/calendar/blocks': { id: 'createMaintenanceBlock', access: 'staff' },
  'DELETE /api/staff/calendar/blocks/:id': { id: 'releaseMaintenanceBlock', access: 'staff' },
  'GET /api/staff/trials': { id: 'listStaffTrials', access: 'staff' },
  'POST /api/staff/trials/:id/outcome': { id: 'markTrialOutcome', access: 'staff' },
  'POST /api/staff/orders/:id/prepare': { id: 'staffPrepareLine', access: 'staff' },
  'POST /api/staff/orders/:id/ready': { id: 'staffReadyLine', access: 'staff' },
  'POST /api/staff/orders/:id/dispatch': { id: 'staffDispatchLine', access: 'staff' },
  'POST /api/staff/orders/:id/hand-over': { id: 'staffHandOverLine', access: 'staff' },
  'POST /api/staff/orders/:id/return': { id: 'staffReturnLine', access: 'staff' },
  'POST /api/staff/orders/:id/inspect': { id: 'staffInspectLine', access: 'staff' },
  'POST /api/staff/orders/:id/lost': { id: 'staffMarkLineLost', access: 'staff' },
  'POST /api/staff/orders/:id/close': { id: 'staffCloseLine', access: 'staff' },
  'POST /api/staff/orders/:id/refund': { id: 'staffRefundOrder', access: 'staff' },
  'POST /api/staff/orders/:id/cancel': { id: 'staffCancelOrder', access: 'staff' },
  'POST /api/staff/orders/:id/payments': { id: 'staffRecordCounterPayment', access: 'staff' },
  'POST /api/staff/orders/:id/payment-link': { id: 'staffSendPaymentLink', access: 'staff' },
  'GET /api/staff/members': { id: 'staffListMembers', access: 'staff' },
  'POST /api/staff/members': { id: 'staffAddMember', access: 'staff' },
  'PATCH /api/staff/members/:id': { id: 'staffUpdateMember', access: 'staff' },
  'GET /api/staff/audit': { id: 'staffAuditLog', access: 'staff' },
  'GET /api/staff/pieces': { id: 'staffListPieces', access: 'staff' },
  'POST /api/staff/pieces': { id: 'staffCreatePiece', access: 'staff' },
  'POST /api/staff/pieces/bulk-price': { id: 'staffBulkPiecePrice', access: 'staff' },
  'GET /api/staff/pieces/:id': { id: 'staffGetPiece', access: 'staff' },
  'PUT /api/staff/pieces/:id': { id: 'staffUpdatePiece', access: 'staff' },
  'POST /api/staff/pieces/:id/photos': { id: 'staffAddPiecePhoto', access: 'staff' },
  'PUT /api/staff/pieces/:id/photos': { id: 'staffOrderPiecePhotos', access: 'staff' },
  'DELETE /api/staff/pieces/:id/photos/:photo': { id: 'staffDeletePiecePhoto', access: 'staff' },
  'POST /api/staff/pieces/:id/move': { id: 'staffMovePiece', access: 'staff' },
  'POST /api/staff/pieces/:id/retire': { id: 'staffRetirePiece', access: 'staff' },
  'GET /api/staff/customers/:id/credit': { id: 'getCustomerCredit', access: 'staff' },
  'POST /api/staff/customers/:id/credit': { id: 'adjustCustomerCredit', access: 'staff' },
  'GET /api/staff/labels': { id: 'staffPieceLabels', access: 'staff' },
  'GET /api/staff/pieces/:code/counter': { id: 'staffPieceAtCounter', access: 'staff' },
  'GET /api/staff/peak': { id: 'staffPeakDates', access: 'staff' },
  'GET /api/staff/kits': { id: 'staffListKits', access: 'staff' },
  'GET /api/staff/kits/:id': { id: 'staffGetKit', access: 'staff' },
  'POST /api/staff/kits': { id: 'staffCreateKit', access: 'staff' },
  'PUT /api/staff/kits/:id': { id: 'staffUpdateKit', access: 'staff' },
  'GET /api/staff/messages/failed': { id: 'staffListFailedMessages', access: 'staff' },
  'POST /api/staff/messages/:id/retry': { id: 'staffRetryMessage', access: 'staff' },
  'GET /api/staff/settings': { id: 'staffGetSettings', access: 'staff' },
  'PUT /api/staff/settings': { id: 'staffUpdateSettings', access: 'staff' },
  'GET /api/staff/settings/history': { id: 'staffSettingsHistory', access: 'staff' },
  'GET /api/staff/enquiries': { id: 'staffListEnquiries', access: 'staff' },
  'PATCH /api/staff/enquiries/:kind/:id': { id: 'staffUpdateEnquiry', access: 'staff' },
  'GET /api/staff/customers': { id: 'staffFindCustomers', access: 'staff' },
  'GET /api/staff/customers/:id': { id: 'staffGetCustomer', access: 'staff' },
  'PUT /api/staff/customers/:id/relationship-manager': {
    id: 'staffAssignRelationshipManager',
    access: 'staff',
  },

  'GET /api/me': { id: 'getProfile', access: 'customer' },
  'GET /api/me/notifications': { id: 'getNotificationPrefs', access: 'customer' },
  'PUT /api/me/notifications': { id: 'saveNotificationPrefs', access: 'customer' },
  'POST /api/webhooks/msg91': { id: 'msg91DeliveryReport', access: 'public' },
  'GET /api/webhooks/whatsapp': { id: 'whatsappWebhookCheck', access: 'public' },
  'POST /api/webhooks/whatsapp': { id: 'whatsappStatus', access: 'public' },
  'GET /api/me/credit': { id: 'getStoreCredit', access: 'customer' },
  'PUT /api/me': { id: 'updateProfile', access: 'customer' },
  'PUT /api/me/photo': { id: 'uploadProfilePhoto', access: 'customer' },
  'GET /api/me/photo': { id: 'getProfilePhoto', access: 'customer' },
  'DELETE /api/me/photo': { id: 'deleteProfilePhoto', access: 'customer' },
  'GET /api/me/measurements': { id: 'getMeasurements', access: 'customer' },
  'PUT /api/me/measurements': { id: 'updateMeasurements', access: 'customer' },
  'GET /api/me/documents': { id: 'listDocuments', access: 'customer' },
  'POST /api/me/documents': { id: 'uploadDocument', access: 'customer' },
  'GET /api/me/documents/:id/file': { id: 'getDocumentFile', access: 'customer' },
  'DELETE /api/me/documents/:id': { id: 'deleteDocument', access: 'customer' },

  'GET /api/cart': { id: 'getCart', access: 'customer' },
  'POST /api/cart/items': { id: 'addCartItem', access: 'customer' },
  'POST /api/cart/kits': { id: 'addCartKit', access: 'customer' },
  'POST /api/cart/kits/swap': { id: 'swapCartKitPart', access: 'customer' },
  'PATCH /api/cart/items/:id': { id: 'updateCartItem', access: 'customer' },
  'DELETE /api/cart/items/:id': { id: 'removeCartItem', access: 'customer' },
  'GET /api/wishlist': { id: 'listWishlist', access: 'customer' },
  'POST /api/wishlist': { id: 'addWishlistItem', access: 'customer' },
  'DELETE /api/wishlist/:code': { id: 'removeWishlistItem', access: 'customer' },
  'POST /api/wishlist/:code/move-to-cart': { id: 'moveWishlistItemToCart', access: 'customer' },
  'POST /api/orders': { id: 'placeOrder', access: 'customer' },
  'GET /api/orders': { id: 'listOrders', access: 'customer' },
  'GET /api/orders/:id': { id: 'getOrder', access: 'customer' },
  'GET /api/orders/:id/inspection-photos/:inspectionId/:n': {
    id: 'getOrderInspectionPhoto',
    access: 'customer',
  },
  'POST /api/orders/:id/cancel': { id: 'cancelOrder', access: 'customer' },
  'POST /api/payments/verify': { id: 'verifyOrderPayment', access: 'customer' },
  'GET /api/orders/:id/extensions': { id: 'listOrderExtensionChoices', access: 'customer' },
  'POST /api/orders/:id/extensions': { id: 'placeOrderExtension', access: 'customer' },
  'POST /api/payments/local/complete': { id: 'completeLocalOrderPayment', access: 'customer' },
  // The gateway signs its notices; no session token.
  'POST /api/payments/webhook': { id: 'receivePaymentWebhook', access: 'public' },

  'GET /api/blogs': { id: 'listBlogPosts', access: 'public' },
  'GET /api/blogs/:seoUrl': { id: 'getBlogPost', access: 'public' },
  'GET /api/policies/:page': { id: 'getPolicyPage', access: 'public' },
  'GET /api/faqs': { id: 'getFaqs', access: 'public' },
  'POST /api/contact': { id: 'sendContactMessage', access: 'public' },
  'POST /api/franchise-applications': { id: 'applyForFranchise', access: 'public' },
  'POST /api/membership': { id: 'startMembership', access: 'customer' },
  'POST /api/membership/verify': { id: 'verifyMembershipPayment', access: 'customer' },
  'POST /api/membership/local/complete': { id: 'completeLocalMembershipPayment', access: 'customer' },
  'POST /api/parties': { id: 'createParty', access: 'customer' },
  // Anyone with the link sees the party; a member's or the organiser's token shows more.
  'GET /api/parties/:code': { id: 'getParty', access: 'public' },
  'POST /api/parties/:code/join': { id: 'joinParty', access: 'customer' },
  'POST /api/parties/:code/choice': { id: 'chooseForParty', access: 'customer' },
  'POST /api/parties/:code/members/:memberId/pay': { id: 'payForPartyMember', access: 'customer' },
  'POST /api/parties/:code/pay/verify': { id: 'verifyPartyPayment', access: 'customer' },
  'POST /api/parties/:code/pay/local': { id: 'completeLocalPartyPayment', access: 'customer' },
  'GET /api/parties/:code/pay-all': { id: 'quotePartyPayAll', access: 'customer' },
  'POST /api/parties/:code/pay-all': { id: 'payForWholeParty', access: 'customer' },
  'POST /api/parties/:code/pay-all/verify': { id: 'verifyPartyPayAll', access: 'customer' },
  'POST /api/parties/:code/reminders': { id: 'remindPartyMembers', access: 'customer' },

  'GET /media/*': { id: 'getMedia', access: 'public' },
};

/** The document's tags, in the order a reader meets them. */
export const TAGS = [
  { name: 'system', description: 'Health and the business rules the pages show' },
  { name: 'catalogue', description: 'Branches, categories, sizes and products' },
  { name: 'pincodes', description: 'Delivery areas' },
  { name: 'auth', description: 'Login with a one-time code sent by SMS' },
  { name: 'account', description: "The customer's profile, measurements and ID documents" },
  { name: 'cart', description: 'Pieces the customer is about to rent or buy' },
  { name: 'wishlist', description: 'Pieces the customer keeps for later' },
  { name: 'orders', description: "The customer's orders" },
  { name: 'payments', description: 'Booking advance payments through the gateway' },
  { name: 'content', description: 'Blog posts, policy and FAQ texts, and the contact and franchise forms' },
  { name: 'membership', description: 'Paid membership plans' },
  { name: 'trials', description: 'Half-hour fit-check trials of a piece at its branch' },
  { name: 'parties', description: "Wedding parties: a share link, members' choices and payments" },
  { name: 'media', description: 'Product and blog pictures' },
  { name: 'notifications', description: 'Delivery and read reports from the SMS and WhatsApp vendors' },
  { name: 'staff', description: 'Back-office operations for shop staff (reserved)' },
];
