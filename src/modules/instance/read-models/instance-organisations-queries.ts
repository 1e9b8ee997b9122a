import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type InstanceTables, instanceTables } from './tables';
import { likePattern } from '../../../platform/db/like-pattern';
import { moduleCountsOf } from '../../courses';
import { memberCountsOf, orgIdsWithMemberEmailLike } from '../../identity';

/** The read model every call's suspension check reads. */
export const INSTANCE_ORGANISATIONS = 'instance_organisations';

/** An organisation as the operators list it: its row, its member count and its modules by status. */
export type InstanceOrganisationRow = Selectable<InstanceTables['instance_organisations']> & {
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
  const { rows } = await sql<Selectable<InstanceTables['instance_organisations']> & { total: number }>`
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
  return instanceTables(db)
    .selectFrom('instance_organisations')
    .select(['org_id', 'suspended_at'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** Whether the operators have suspended the organisation (one key lookup: it runs on every call). */
export async function isOrganisationSuspended(db: Db, orgId: string): Promise<boolean> {
  const row = await instanceTables(db)
    .selectFrom('instance_organisations')
    .select('org_id')
    .where('org_id', '=', orgId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
