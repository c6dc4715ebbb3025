// The location module's public API: other modules import only from here.
export { seedPincodes } from './directory-import.ts';
export { branchesServing, branchServes, isServiceable } from './pincodes.ts';
export { locationRoutes } from './routes.ts';
export { locationStaffRoutes } from './staff-routes.ts';
