export { useStaffAccounts } from './api/staff-accounts';
export { StaffPage } from './components/staff-page';
