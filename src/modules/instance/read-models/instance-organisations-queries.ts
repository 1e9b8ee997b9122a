import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { likePattern } from '../../../platform/db/like-pattern';

/** The read model every call's suspension check reads. */
export const INSTANCE_ORGANISATIONS = 'instance_organisations';

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
 * counted by status (deleted ones apart), and how many match.
 */
export async function listInstanceOrganisations(db: Db, search: string | undefined, page: number, size: number) {
  const like = search ? likePattern(search) : null;
  const { rows } = await sql<InstanceOrganisationRow>`
    SELECT o.org_id, o.name, o.partner, o.created_at, o.suspended_at, o.suspension_reason,
           (SELECT count(*)::int FROM users u WHERE u.org_id = o.org_id) AS members,
           m.in_progress, m.drafting, m.published, m.unpublished, m.deleted, count(*) OVER ()::int AS total
    FROM instance_organisations o
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE deleted_at IS NULL AND status = 'IN_PROGRESS')::int AS in_progress,
             count(*) FILTER (WHERE deleted_at IS NULL AND status = 'DRAFTING')::int AS drafting,
             count(*) FILTER (WHERE deleted_at IS NULL AND status = 'PUBLISHED')::int AS published,
             count(*) FILTER (WHERE deleted_at IS NULL AND status = 'UNPUBLISHED')::int AS unpublished,
             count(*) FILTER (WHERE deleted_at IS NOT NULL)::int AS deleted
      FROM course_list c WHERE c.org_id = o.org_id) m
    WHERE ${
      like === null
        ? sql`TRUE`
        : sql`(o.name ILIKE ${like} OR o.org_id = ${search} OR EXISTS (
      SELECT 1 FROM users u WHERE u.org_id = o.org_id AND u.email ILIKE ${like}))`
    }
    ORDER BY lower(o.name), o.org_id
    LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
  return { organisations: rows, total: rows[0]?.total ?? 0 };
}

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

/** Every member of the organisation, by id (whose open sockets a suspension closes). */
export async function memberIdsOf(db: Db, orgId: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`SELECT user_id FROM users WHERE org_id = ${orgId}`.execute(db);
  return rows.map((r) => r.user_id);
}
