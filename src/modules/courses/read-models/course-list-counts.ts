import { sql, type Migration } from 'kysely';
import type { Db } from '../../../platform/db/database';

/**
 * How many live (not deleted) modules each organisation holds, so the library's plain list never
 * counts rows. The database keeps it in step with course_list itself: statement-level triggers add
 * each statement's net change (one counter write per organisation per statement, however many rows
 * a batch touches), and a TRUNCATE (a rebuild's reset) empties it. Being derived from the table, not
 * from events, it cannot drift from what the list shows.
 */
export const liveCountsMigration: Migration = {
  async up(db) {
    await sql`CREATE TABLE course_list_counts (org_id text PRIMARY KEY, live integer NOT NULL)`.execute(db);
    const entering = 'SELECT org_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL';
    const leaving = 'SELECT org_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL';
    // One function per statement kind: each sees only the transition tables its kind has.
    for (const [event, transitions, changes] of [
      ['insert', 'NEW TABLE AS new_rows', entering],
      ['update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows', `${entering} UNION ALL ${leaving}`],
      ['delete', 'OLD TABLE AS old_rows', leaving],
    ] as const) {
      await sql`
        CREATE FUNCTION ${sql.raw(`course_list_count_${event}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO course_list_counts AS c (org_id, live)
            SELECT org_id, sum(delta) FROM (${sql.raw(changes)}) AS changes
            GROUP BY org_id HAVING sum(delta) <> 0
            ON CONFLICT (org_id) DO UPDATE SET live = c.live + excluded.live;
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER ${sql.raw(`course_list_count_${event}`)} AFTER ${sql.raw(event.toUpperCase())} ON course_list
        REFERENCING ${sql.raw(transitions)} FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(`course_list_count_${event}`)}()`.execute(
        db,
      );
    }
    await sql`
      CREATE FUNCTION course_list_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM course_list_counts;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER course_list_count_truncate AFTER TRUNCATE ON course_list
      FOR EACH STATEMENT EXECUTE FUNCTION course_list_count_truncate()`.execute(db);
    await sql`
      INSERT INTO course_list_counts (org_id, live)
      SELECT org_id, count(*) FROM course_list WHERE deleted_at IS NULL GROUP BY org_id`.execute(db);
  },
};

/** The organisation's live modules, read from the counter: no scan however large the library. */
export async function liveModuleCount(db: Db, orgId: string): Promise<number> {
  const { rows } = await sql<{ live: number }>`SELECT live FROM course_list_counts WHERE org_id = ${orgId}`.execute(db);
  return rows[0]?.live ?? 0;
}

/** The organisation's live modules carrying `tag`, from the label counts the course list keeps. */
export async function labelledModuleCount(db: Db, orgId: string, tag: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count FROM course_labels WHERE org_id = ${orgId} AND tag = ${tag}`.execute(db);
  return rows[0]?.count ?? 0;
}
