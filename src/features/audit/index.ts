// The audit log: the admin's Audit Log screen, and one record's history for its detail page.
export { AuditLogPage } from './admin-pages/audit-log-page';
export { AuditHistory } from './components/audit-history';
