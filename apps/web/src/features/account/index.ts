/** What other features may use from this feature; everything else in the folder is its own. */
export { useCredit } from './api/get-credit';
export { meQuery, useMe } from './api/get-me';
export { measurementsQuery } from './api/get-measurements';
export { useNotificationPrefs } from './api/notification-prefs';
export { useSaveMeasurements } from './api/save-measurements';
export { useUpdateMe } from './api/update-me';
export { AccountHeader, AccountSkeleton } from './components/account-header';
export { useObjectUrl } from './lib/use-object-url';
