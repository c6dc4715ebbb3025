// The staff module's public API: other modules import only from here.
export type { AuditEntry } from './audit.ts';
export { recordAudit } from './audit.ts';
export { upsertStaff } from './members.ts';
export { staffRoutes } from './routes.ts';
