export { AuditLogPage } from './components/audit-page';
