import type { GradePolicy } from '../shared';
import type { Db } from '../../../platform/db/database';
import { ltiTables } from './tables';

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

/** The platforms, each as a PlatformRow but for its date. */
const platforms = (db: Db) =>
  ltiTables(db)
    .selectFrom('lti_platforms')
    .select([
      'platform_id as platformId',
      'org_id as orgId',
      'name',
      'issuer',
      'client_id as clientId',
      'deployment_ids as deploymentIds',
      'auth_login_url as authLoginUrl',
      'token_url as tokenUrl',
      'jwks_url as jwksUrl',
      'grade_policy as gradePolicy',
      'registered_at as registeredAt',
    ]);

const withDate = (row: Omit<PlatformRow, 'registeredAt'> & { registeredAt: Date }): PlatformRow => ({
  ...row,
  registeredAt: row.registeredAt.toISOString(),
});

/** An organisation's platforms, oldest first. */
export async function platformsOf(db: Db, orgId: string): Promise<PlatformRow[]> {
  const rows = await platforms(db).where('org_id', '=', orgId).orderBy('registered_at').execute();
  return rows.map(withDate);
}

/** The platforms registered with this issuer (and client id, when given): the one a login or a launch comes from. */
export async function platformsByIssuer(db: Db, issuer: string, clientId?: string): Promise<PlatformRow[]> {
  const rows = await platforms(db)
    .where('issuer', '=', issuer)
    .$if(clientId !== undefined, (q) => q.where('client_id', '=', clientId!))
    .orderBy('registered_at')
    .execute();
  return rows.map(withDate);
}

export async function platformById(db: Db, platformId: string): Promise<PlatformRow | null> {
  const row = await platforms(db).where('platform_id', '=', platformId).executeTakeFirst();
  return row ? withDate(row) : null;
}
