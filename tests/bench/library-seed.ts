import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';

/**
 * A library of `modules` modules in one organisation, written straight into the read models the
 * list reads (course_list, course_labels, course_words, users) by multi-row INSERT … SELECT: what
 * the course-list projection would hold after replaying them, in seconds instead of minutes.
 * Titles, descriptions and labels come from small vocabularies (deterministic, varied enough that
 * a search word matches a few percent of the modules); 40 authors, mixed statuses, 3 % deleted.
 */
const TOPICS = [
  'fire',
  'safety',
  'ladder',
  'onboarding',
  'privacy',
  'security',
  'leadership',
  'sales',
  'customer',
  'service',
  'hygiene',
  'forklift',
  'compliance',
  'ethics',
  'coaching',
  'feedback',
  'wellbeing',
  'retail',
  'kitchen',
  'negotiation',
  'warehouse',
  'manual',
  'handling',
  'cyber',
  'phishing',
  'diversity',
  'inclusion',
  'first',
  'aid',
  'allergens',
  'driving',
  'budgeting',
  'presentation',
  'meetings',
  'conflict',
  'resolution',
  'product',
  'knowledge',
  'induction',
  'expenses',
];
const FORMATS = ['basics', 'essentials', 'refresher', 'masterclass', 'workshop', 'primer', 'deep dive', 'checklist'];
const AUDIENCES = ['new starters', 'managers', 'team leads', 'drivers', 'cashiers', 'engineers', 'everyone', 'nurses'];
const PHRASES = [
  'learn how to',
  'a short course about',
  'everything you need to know on',
  'practical steps for',
  'common mistakes in',
  'the rules of',
  'quick guide to',
  'real stories about',
];
export const LABELS = Array.from({ length: 60 }, (_, i) => `${TOPICS[i % TOPICS.length]}-${Math.floor(i / 20) + 1}`);
export const AUTHORS = 40;

export async function seedLibrary(db: Db, orgId: string, modules: number, authorPrefix: string) {
  // A hash of (module, salt) picks each word, so no two picks move in step.
  const pick = (list: string[], salt: number) =>
    sql`(${list}::text[])[1 + abs(hashint8(i::bigint * 100 + ${salt}) % ${list.length})]`;
  await sql`
    INSERT INTO users (user_id, org_id, email, first_name, last_name)
    SELECT ${authorPrefix} || a, ${orgId}, ${authorPrefix} || a || '@example.com', 'Author', 'Number ' || a
    FROM generate_series(0, ${AUTHORS - 1}::int) AS a
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO course_list (course_id, org_id, created_by, owner_id, title, description, status, tags,
                             created_at, saved_at, revision, search_text, deleted_at)
    SELECT id, ${orgId}, owner, owner, title, description, status, tags, created, saved, 3,
           title || ' ' || description || ' ' || array_to_string(tags, ' '), deleted
    FROM (
      SELECT 'lib-' || i AS id,
             ${authorPrefix} || (i % ${AUTHORS}) AS owner,
             initcap(${pick(TOPICS, 1)}) || ' ' || ${pick(TOPICS, 2)} || ' ' || ${pick(FORMATS, 3)} || ' for ' || ${pick(AUDIENCES, 4)} AS title,
             initcap(${pick(PHRASES, 5)}) || ' ' || ${pick(TOPICS, 6)} || ' and ' || ${pick(TOPICS, 7)} || ' at work. '
               || initcap(${pick(PHRASES, 8)}) || ' ' || ${pick(TOPICS, 9)} || ', with examples from ' || ${pick(AUDIENCES, 10)} || '.' AS description,
             (ARRAY['IN_PROGRESS', 'DRAFTING', 'PUBLISHED', 'PUBLISHED', 'UNPUBLISHED'])[1 + i % 5] AS status,
             ARRAY(SELECT DISTINCT unnest((ARRAY[${pick(LABELS, 11)}, ${pick(LABELS, 12)}, ${pick(LABELS, 13)}])[1:(i % 4)])) AS tags,
             now() - make_interval(days => 730) + make_interval(secs => i * 600) AS created,
             now() - make_interval(days => 730) + make_interval(secs => i * 600 + (i % 97) * 3600) AS saved,
             CASE WHEN i % 33 = 0 THEN now() - make_interval(days => i % 60) END AS deleted
      FROM generate_series(1, ${modules}::int) AS i
    ) AS m`.execute(db);
  // The labels' counts and the known words, as the projection keeps them.
  await sql`
    INSERT INTO course_labels (org_id, tag, count)
    SELECT org_id, tag, count(*) FROM (SELECT DISTINCT course_id, org_id, unnest(tags) AS tag FROM course_list
                                       WHERE org_id = ${orgId} AND deleted_at IS NULL) AS t
    GROUP BY org_id, tag`.execute(db);
  await sql`
    INSERT INTO course_words (org_id, word)
    SELECT DISTINCT org_id, unnest(tsvector_to_array(search_vector)) FROM course_list WHERE org_id = ${orgId}
    ON CONFLICT DO NOTHING`.execute(db);
  // What autovacuum leaves a settled library in (PGlite has no autovacuum): statistics, and the
  // visibility map that lets index-only scans skip the table.
  await sql`VACUUM ANALYZE course_list, course_labels, course_words, users`.execute(db);
}
