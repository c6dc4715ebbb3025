export { OrderListPage } from './components/order-list-page';
