/** What the web app shares with the admin module (SHARED_WITH_WEB): the change log's live room and its kinds of change. */
export const AUDIT_ROOM = 'audit';
export { AUDIT_KINDS, type AuditKind } from './read-models/audit-entries';
