export { EnquiriesPage } from './components/enquiries-page';
