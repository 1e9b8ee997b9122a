import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The collaborators module's tables, as their migrations make them (people.ts). */
export const collaboratorsColumns = {
  people: {
    org_id: 'text',
    user_id: 'text',
    kind: 'text',
    email: 'text null',
    first_name: 'text',
    last_name: 'text',
    erased: 'boolean',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type CollaboratorsTables = TablesOf<
  typeof collaboratorsColumns,
  { people: { kind: 'member' | 'collaborator' } }
>;

/** The handle with the collaborators tables typed: for this module's simple reads. */
export const collaboratorsTables = (db: Db) => db.withTables<CollaboratorsTables>();
