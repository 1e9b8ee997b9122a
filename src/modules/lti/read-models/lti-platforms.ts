import { sql } from 'kysely';
import type { Platform } from '../platforms/events';
import type { Projection } from '../../../platform/projections/projection';

/** The LTI 1.3 platforms each organisation registered (from the `lti-platform-<id>` streams), removed ones gone. */
export const ltiPlatformsProjection: Projection = {
  name: 'lti_platforms',
  handles: new Set(['LtiPlatformRegistered', 'LtiPlatformRemoved', 'LtiPlatformGradePolicySet']),
  async apply(trx, event) {
    if (event.type === 'LtiPlatformRemoved') {
      const { platformId } = event.data as { platformId: string };
      await sql`DELETE FROM lti_platforms WHERE platform_id = ${platformId}`.execute(trx);
      return;
    }
    if (event.type === 'LtiPlatformGradePolicySet') {
      const { platformId, gradePolicy } = event.data as { platformId: string; gradePolicy: string };
      await sql`UPDATE lti_platforms SET grade_policy = ${gradePolicy} WHERE platform_id = ${platformId}`.execute(trx);
      return;
    }
    const p = event.data as Platform;
    await sql`
      INSERT INTO lti_platforms (platform_id, org_id, name, issuer, client_id, deployment_ids, auth_login_url,
                                 token_url, jwks_url, grade_policy, registered_at)
      VALUES (${p.platformId}, ${p.orgId}, ${p.name}, ${p.issuer}, ${p.clientId}, ${JSON.stringify(p.deploymentIds)}::jsonb,
              ${p.authLoginUrl}, ${p.tokenUrl}, ${p.jwksUrl}, ${p.gradePolicy ?? 'best'}, ${event.recordedAt.toISOString()})
      ON CONFLICT (platform_id) DO NOTHING`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE lti_platforms`.execute(trx);
  },
  migrations: {
    '2026_12_03_00_lti_platforms': {
      async up(db) {
        await sql`
          CREATE TABLE lti_platforms (
            platform_id text PRIMARY KEY,
            org_id text NOT NULL,
            name text NOT NULL,
            issuer text NOT NULL,
            client_id text NOT NULL,
            deployment_ids jsonb NOT NULL,
            auth_login_url text NOT NULL,
            token_url text NOT NULL,
            jwks_url text NOT NULL,
            registered_at timestamptz NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX lti_platforms_by_org ON lti_platforms (org_id, registered_at)`.execute(db);
        await sql`CREATE INDEX lti_platforms_by_issuer ON lti_platforms (issuer, client_id)`.execute(db);
      },
    },
    '2026_12_04_00_lti_platforms_grade_policy': {
      async up(db) {
        await sql`ALTER TABLE lti_platforms ADD COLUMN grade_policy text NOT NULL DEFAULT 'best'`.execute(db);
      },
    },
  },
};
