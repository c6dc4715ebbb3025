// The customers module's public API (staff's view of customers): other modules import only from here.
export { customerStaffRoutes } from './staff-routes.ts';
