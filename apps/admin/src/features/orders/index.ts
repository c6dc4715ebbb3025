export { OrderDetailPage } from './components/order-detail-page';
export { OrderListPage } from './components/order-list-page';
