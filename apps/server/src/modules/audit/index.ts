/** The append-only audit log of staff actions (issue 10 item 6): written in the action's own transaction. */
export { record, historyOf, type AuditRecord } from './audit.ts';
