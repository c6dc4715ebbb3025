export { useOpenFile } from './api/open-file';
export { CustomerCredit } from './components/customer-credit';
export { OrderDetailPage } from './components/order-detail-page';
export { OrderListPage } from './components/order-list-page';
