// The reports module's public API: views over the shop's bookings for owners and managers.

export { peakSnapshotJob } from './jobs.ts';
export { reportStaffRoutes } from './staff-routes.ts';
