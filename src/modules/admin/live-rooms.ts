/** The organisation's change log, followed live by its admins (shared with the web app). */
export const AUDIT_ROOM = 'audit';
