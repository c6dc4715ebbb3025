// The tags module's public API: QR labels for pieces and the scan screen's lookup.
export { tagStaffRoutes } from './staff-routes.ts';
