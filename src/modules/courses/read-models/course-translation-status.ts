import { sql } from 'kysely';
import type { Course } from '../course-state';
import { segmentsOf } from '../translation/segments';
import { translationStatus } from '../translation/translation-status';
import type { Migrations } from '../../../platform/db/migrations';
import type { ProjectionTransaction } from '../../../platform/projections/projection';

/**
 * Each translated language of each course as it stands now (state, counts), kept by the
 * course-content projection in the same transaction as the course it folds: the organisation's
 * translation stats and metrics read it.
 */
export async function keepTranslationStatus(
  trx: ProjectionTransaction,
  before: Course | null,
  after: Course,
  at: string,
): Promise<void> {
  const had = before?.translations.languages ?? [];
  const { languages } = after.translations;
  if (had.length === 0 && languages.length === 0) return;
  const gone = after.deletedAt !== null ? had : had.filter((l) => !languages.includes(l));
  if (gone.length)
    await sql`DELETE FROM course_translation_status WHERE course_id = ${after.id} AND lang = ANY(${gone}::text[])`.execute(
      trx,
    );
  if (after.deletedAt !== null || languages.length === 0) return;
  const statuses = translationStatus(segmentsOf(after.content), after.translations);
  await sql`
    INSERT INTO course_translation_status (course_id, org_id, lang, state, translated, total, outdated, human, updated_at)
    SELECT ${after.id}, ${after.orgId}, s.lang, s.state, s.translated, s.total, s.outdated, s.human, ${at}
    FROM jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb)
      AS s(lang text, state text, translated int, total int, outdated int, human int)
    ON CONFLICT (course_id, lang) DO UPDATE SET state = EXCLUDED.state, translated = EXCLUDED.translated,
      total = EXCLUDED.total, outdated = EXCLUDED.outdated, human = EXCLUDED.human,
      updated_at = CASE WHEN (course_translation_status.state, course_translation_status.translated,
        course_translation_status.total, course_translation_status.outdated, course_translation_status.human)
        IS DISTINCT FROM (EXCLUDED.state, EXCLUDED.translated, EXCLUDED.total, EXCLUDED.outdated, EXCLUDED.human)
        THEN EXCLUDED.updated_at ELSE course_translation_status.updated_at END`.execute(trx);
}

export const courseTranslationStatusMigrations: Migrations = {
  '2026_11_27_11_course_translation_status': {
    async up(db) {
      await sql`
        CREATE TABLE course_translation_status (
          course_id text NOT NULL,
          org_id text NOT NULL,
          lang text NOT NULL,
          state text NOT NULL,
          translated integer NOT NULL,
          total integer NOT NULL,
          outdated integer NOT NULL,
          human integer NOT NULL,
          updated_at timestamptz NOT NULL,
          PRIMARY KEY (course_id, lang)
        )`.execute(db);
      await sql`CREATE INDEX course_translation_status_org ON course_translation_status (org_id, updated_at DESC)`.execute(
        db,
      );
    },
  },
};
