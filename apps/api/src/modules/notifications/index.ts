// The notifications module's public API: other modules import only from here.

export { notifyCustomer, notifyStaff, orderMessages } from './enqueue.ts';
export { dispatchMessagesJob, remindersJob, sendMessageJob } from './jobs.ts';
export type { Notifier, ShopNotice } from './notifications.ts';
export { contactNotice, franchiseNotice, notifyShop } from './notifications.ts';
export { appNotifier } from './notifier.ts';
export { ORIGIN, orderVariables } from './order-variables.ts';
export { recordConsent } from './preferences.ts';
export { queueDueReminders } from './reminders.ts';
export { notificationRoutes } from './routes.ts';
