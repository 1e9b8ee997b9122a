import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { likePattern } from '../../../platform/db/like-pattern';
import { moduleCountsOf } from '../../courses';
import { memberCountsOf, orgIdsWithMemberEmailLike } from '../../identity';

/** The read model every call's suspension check reads. */
export const INSTANCE_ORGANISATIONS = 'instance_organisations';

type OrganisationField = 'org_id' | 'name' | 'partner' | 'created_at' | 'suspended_at' | 'suspension_reason';

export type InstanceOrganisationRow = {
  org_id: string;
  name: string;
  partner: string | null;
  created_at: Date;
  suspended_at: Date | null;
  suspension_reason: string | null;
  members: number;
  in_progress: number;
  drafting: number;
  published: number;
  unpublished: number;
  deleted: number;
  /** How many organisations match, on every row. */
  total: number;
};

/**
 * One page of the instance's organisations by name, each with its member count and its modules
 * counted by status (deleted ones apart), and how many match: by name, id, or a member's address.
 */
export async function listInstanceOrganisations(db: Db, search: string | undefined, page: number, size: number) {
  const like = search ? likePattern(search) : null;
  const byMember = like === null ? [] : await orgIdsWithMemberEmailLike(db, like);
  const { rows } = await sql<Pick<InstanceOrganisationRow, OrganisationField | 'total'>>`
    SELECT o.org_id, o.name, o.partner, o.created_at, o.suspended_at, o.suspension_reason, count(*) OVER ()::int AS total
    FROM instance_organisations o
    WHERE ${
      like === null
        ? sql`TRUE`
        : sql`(o.name ILIKE ${like} OR o.org_id = ${search} OR o.org_id = ANY(${byMember}::text[]))`
    }
    ORDER BY lower(o.name), o.org_id
    LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
  const orgIds = rows.map((r) => r.org_id);
  const [members, modules] = await Promise.all([memberCountsOf(db, orgIds), moduleCountsOf(db, orgIds)]);
  const organisations = rows.map(
    (r): InstanceOrganisationRow => ({
      ...r,
      members: members.get(r.org_id) ?? 0,
      ...moduleCountsIn(modules, r.org_id),
    }),
  );
  return { organisations, total: rows[0]?.total ?? 0 };
}

const NO_MODULES = { in_progress: 0, drafting: 0, published: 0, unpublished: 0, deleted: 0 };
const moduleCountsIn = (counts: Awaited<ReturnType<typeof moduleCountsOf>>, orgId: string) =>
  counts.get(orgId) ?? NO_MODULES;

/** The organisation as the operators know it, or undefined. */
export async function findInstanceOrganisation(db: Db, orgId: string) {
  const { rows } = await sql<{ org_id: string; suspended_at: Date | null }>`
    SELECT org_id, suspended_at FROM instance_organisations WHERE org_id = ${orgId}`.execute(db);
  return rows[0];
}

/** Whether the operators have suspended the organisation (one key lookup: it runs on every call). */
export async function isOrganisationSuspended(db: Db, orgId: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM instance_organisations WHERE org_id = ${orgId} AND suspended_at IS NOT NULL`.execute(db);
  return rows.length > 0;
}
