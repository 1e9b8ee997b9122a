import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';
import { INSTANCE_ORGANISATIONS } from './instance-organisations-queries';

/**
 * Every organisation of the instance, for its operators: its name (given at its first registration or
 * a partner's first sign-in, changed in its settings) and whether the operators have suspended it.
 */
export const instanceOrganisationsProjection: Projection = {
  name: INSTANCE_ORGANISATIONS,
  handles: new Set([
    'UserRegistered',
    'PartnerUserSignedIn',
    'OrgRenamed',
    'OrganisationSuspended',
    'OrganisationReinstated',
  ]),
  async apply(trx, event) {
    const at = event.recordedAt.toISOString();
    const d = event.data as { orgId: string; orgName?: string; name?: string; partner?: string; reason?: string };
    switch (event.type) {
      case 'UserRegistered':
      case 'PartnerUserSignedIn':
        await sql`INSERT INTO instance_organisations (org_id, name, partner, created_at)
                  VALUES (${d.orgId}, ${d.orgName ?? d.partner ?? ''}, ${d.partner ?? null}, ${at})
                  ON CONFLICT (org_id) DO NOTHING`.execute(trx);
        return;
      case 'OrgRenamed':
        await sql`UPDATE instance_organisations SET name = ${d.name!} WHERE org_id = ${d.orgId}`.execute(trx);
        return;
      case 'OrganisationSuspended':
        await sql`UPDATE instance_organisations SET suspended_at = ${at}, suspension_reason = ${d.reason ?? null}
                  WHERE org_id = ${d.orgId}`.execute(trx);
        return;
      case 'OrganisationReinstated':
        await sql`UPDATE instance_organisations SET suspended_at = NULL, suspension_reason = NULL
                  WHERE org_id = ${d.orgId}`.execute(trx);
    }
  },
  async reset(trx) {
    await sql`TRUNCATE instance_organisations`.execute(trx);
  },
  migrations: {
    '2026_11_29_10_instance_organisations': {
      async up(db) {
        await sql`
          CREATE TABLE instance_organisations (
            org_id text PRIMARY KEY,
            name text NOT NULL,
            partner text,
            created_at timestamptz NOT NULL,
            suspended_at timestamptz,
            suspension_reason text
          )`.execute(db);
        await sql`CREATE INDEX instance_organisations_name ON instance_organisations (lower(name), org_id)`.execute(db);
      },
    },
  },
};
