import { sql } from 'kysely';
import type { GradePolicy } from '../shared';
import type { Db } from '../../../platform/db/database';

/** A registered platform, as the read model keeps it (the fields of LtiPlatformRegistered, and when). */
export type PlatformRow = {
  platformId: string;
  orgId: string;
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  gradePolicy: GradePolicy;
  registeredAt: string;
};

const COLUMNS = sql`platform_id AS "platformId", org_id AS "orgId", name, issuer, client_id AS "clientId",
  deployment_ids AS "deploymentIds", auth_login_url AS "authLoginUrl", token_url AS "tokenUrl", jwks_url AS "jwksUrl",
  grade_policy AS "gradePolicy", registered_at AS "registeredAt"`;

const withDate = (row: PlatformRow & { registeredAt: string | Date }): PlatformRow => ({
  ...row,
  registeredAt: new Date(row.registeredAt).toISOString(),
});

/** An organisation's platforms, oldest first. */
export async function platformsOf(db: Db, orgId: string): Promise<PlatformRow[]> {
  const { rows } = await sql<PlatformRow>`
    SELECT ${COLUMNS} FROM lti_platforms WHERE org_id = ${orgId} ORDER BY registered_at`.execute(db);
  return rows.map(withDate);
}

/** The platforms registered with this issuer (and client id, when given): the one a login or a launch comes from. */
export async function platformsByIssuer(db: Db, issuer: string, clientId?: string): Promise<PlatformRow[]> {
  const client = clientId === undefined ? sql`` : sql`AND client_id = ${clientId}`;
  const { rows } = await sql<PlatformRow>`
    SELECT ${COLUMNS} FROM lti_platforms WHERE issuer = ${issuer} ${client} ORDER BY registered_at`.execute(db);
  return rows.map(withDate);
}

export async function platformById(db: Db, platformId: string): Promise<PlatformRow | null> {
  const { rows } = await sql<PlatformRow>`
    SELECT ${COLUMNS} FROM lti_platforms WHERE platform_id = ${platformId}`.execute(db);
  return rows[0] ? withDate(rows[0]) : null;
}
