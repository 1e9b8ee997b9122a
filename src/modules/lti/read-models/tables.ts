import type { GradePolicy } from '../shared';
import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The lti module's read-model tables, as their migrations make them (lti-platforms.ts). */
export const ltiColumns = {
  lti_platforms: {
    platform_id: 'text',
    org_id: 'text',
    name: 'text',
    issuer: 'text',
    client_id: 'text',
    deployment_ids: 'jsonb',
    auth_login_url: 'text',
    token_url: 'text',
    jwks_url: 'text',
    registered_at: 'timestamptz',
    grade_policy: 'text default',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type LtiTables = TablesOf<
  typeof ltiColumns,
  { lti_platforms: { deployment_ids: string[]; grade_policy: GradePolicy } }
>;

/** The handle with the lti tables typed: for this module's simple reads. */
export const ltiTables = (db: Db) => db.withTables<LtiTables>();
