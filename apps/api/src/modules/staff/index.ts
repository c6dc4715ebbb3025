// The staff module's public API: other modules import only from here.

export { staffAdminRoutes } from './admin-routes.ts';
export { recordAudit } from './audit.ts';
export { upsertStaff } from './members.ts';
export { staffRoutes } from './routes.ts';
export { staffSettingsRoutes } from './settings-routes.ts';
