import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The instance module's tables, as their migrations make them (instance-organisations.ts). */
export const instanceColumns = {
  instance_organisations: {
    org_id: 'text',
    name: 'text',
    partner: 'text null',
    created_at: 'timestamptz',
    suspended_at: 'timestamptz null',
    suspension_reason: 'text null',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type InstanceTables = TablesOf<typeof instanceColumns>;

/** The handle with the instance tables typed: for this module's simple reads. */
export const instanceTables = (db: Db) => db.withTables<InstanceTables>();
