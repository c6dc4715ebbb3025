export { useStaffMe } from './api/get-me';
export { useSignOut } from './api/sign-out';
export { RequireStaff } from './components/require-staff';
export { SignInPage } from './components/sign-in-page';
