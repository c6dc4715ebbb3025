import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ScreenErrorBoundary } from '@/components/layout/screen-error';
import { StaffLayout } from '@/components/layout/staff-layout';
import { BASENAME, paths } from '@/config/paths';
import { RequireStaff, SignInPage } from '@/features/auth';

/* Every screen of the back office, one line each, each its own chunk. */
const TodayPage = lazy(() => import('./routes/today'));
const OrdersPage = lazy(() => import('./routes/orders'));
const OrderPage = lazy(() => import('./routes/order'));
const CalendarPage = lazy(() => import('./routes/calendar'));
const InventoryPage = lazy(() => import('./routes/inventory'));
const PiecePage = lazy(() => import('./routes/piece'));
const StaffPage = lazy(() => import('./routes/staff'));
const AuditPage = lazy(() => import('./routes/audit'));
const ScanPage = lazy(() => import('./routes/scan'));
const LabelsPage = lazy(() => import('./routes/labels'));
const PeakPage = lazy(() => import('./routes/peak'));
const KitsPage = lazy(() => import('./routes/kits'));
const FailedMessagesPage = lazy(() => import('./routes/failed-messages'));
const SettingsPage = lazy(() => import('./routes/settings'));
const EnquiriesPage = lazy(() => import('./routes/enquiries'));
const CustomersPage = lazy(() => import('./routes/customers'));
const CustomerPage = lazy(() => import('./routes/customer'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage /> },
  {
    element: (
      <RequireStaff>
        <StaffLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <TodayPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/:orderId', element: <OrderPage /> },
      { path: 'calendar', element: <CalendarPage /> },
      { path: 'inventory', element: <InventoryPage /> },
      { path: 'inventory/new', element: <PiecePage /> },
      { path: 'inventory/:pieceId', element: <PiecePage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'scan', element: <ScanPage /> },
      { path: 'scan/:code', element: <ScanPage /> },
      { path: 'labels', element: <LabelsPage /> },
      { path: 'peak', element: <PeakPage /> },
      { path: 'kits', element: <KitsPage /> },
      { path: 'messages/failed', element: <FailedMessagesPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'enquiries', element: <EnquiriesPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/:customerId', element: <CustomerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * A screen that fails to draw shows a message inside the shell (shell.tsx); one outside it (sign-in,
 * or the shell itself) shows it in place of the page: never the router's own error page, which
 * prints the stack trace.
 */
const frame: RouteObject = {
  element: (
    <ScreenErrorBoundary>
      <Outlet />
    </ScreenErrorBoundary>
  ),
  children: routes,
};

export const createRouter = () => createBrowserRouter([frame], { basename: BASENAME });
