import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The identity module's tables, as their migrations make them (users.ts, user-sessions.ts). */
export const identityColumns = {
  users: { user_id: 'text', org_id: 'text', email: 'text', first_name: 'text', last_name: 'text' },
  user_sessions: { user_id: 'text', session_id: 'text' },
} as const satisfies Record<string, ColumnSpecs>;

export type IdentityTables = TablesOf<typeof identityColumns>;

/** The handle with the identity tables typed: for this module's simple reads. */
export const identityTables = (db: Db) => db.withTables<IdentityTables>();
