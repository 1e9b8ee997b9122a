import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The delivery module's tables, as their migrations make them (dispatch-list.ts). */
export const deliveryColumns = {
  dispatch_list: {
    dispatch_id: 'text',
    org_id: 'text',
    course_id: 'text',
    runtime: 'text',
    created_at: 'timestamptz',
    allowed_origins: 'jsonb',
    expires_at: 'timestamptz null',
    learner_cap: 'integer null',
    learners: 'integer default',
    last_launch_at: 'timestamptz null',
    revoked: 'boolean default',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type DeliveryTables = TablesOf<typeof deliveryColumns, { dispatch_list: { allowed_origins: string[] } }>;

/** The handle with the delivery tables typed: for this module's simple reads. */
export const deliveryTables = (db: Db) => db.withTables<DeliveryTables>();
