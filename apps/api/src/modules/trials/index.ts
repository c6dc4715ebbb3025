// The trials module's public API: other modules import only from here.

export { trialRoutes } from './routes.ts';
export { trialStaffRoutes } from './staff-routes.ts';
