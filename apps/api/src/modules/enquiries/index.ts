// The enquiries module's public API: other modules import only from here.
export { enquiryStaffRoutes } from './staff-routes.ts';
