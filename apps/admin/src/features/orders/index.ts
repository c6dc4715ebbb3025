export { useOpenFile } from './api/open-file';
export { CustomerCredit } from './components/customer-credit';
export { OrderDetailPage } from './components/order-detail-page';
export { OrderListPage } from './components/order-list-page';
export { CHANNEL_WORDS } from './components/order-messages';
export { ACTION_WORDS } from './lib/line-actions';
