export { CustomerPage } from './components/customer-page';
export { CustomersPage } from './components/customers-page';
