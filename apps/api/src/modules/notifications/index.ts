// The notifications module's public API: other modules import only from here.

export type { Notifier, ShopNotice } from './notifications.ts';
export { contactNotice, franchiseNotice, notifyShop } from './notifications.ts';
export { appNotifier } from './notifier.ts';
