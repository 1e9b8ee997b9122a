import { sql } from 'kysely';
import type { ProjectionTransaction } from '../../../platform/projections/projection';
import type { Db } from '../../../platform/db/database';

/**
 * The distinct words of each organisation's modules (titles, descriptions, labels): a small list
 * that typo-tolerant search looks spellings up in (pg_trgm), instead of comparing every module's
 * text. Words are never removed: a stale one only yields a search that matches nothing extra.
 */
export async function rememberWords(
  trx: ProjectionTransaction,
  texts: ReadonlyArray<{ orgId: string; text: string }>,
): Promise<void> {
  const unique = [
    ...new Map(texts.filter((t) => t.text.trim()).map((t) => [JSON.stringify([t.orgId, t.text]), t])).values(),
  ];
  if (unique.length === 0) return;
  await sql`
    INSERT INTO course_words (org_id, word)
    SELECT DISTINCT t.org_id, w
    FROM unnest(${unique.map((t) => t.orgId)}::text[], ${unique.map((t) => t.text)}::text[]) AS t(org_id, text),
         unnest(tsvector_to_array(to_tsvector('simple', t.text))) AS w
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** How alike a known word must be to stand in for a typed one ("fier" → "fire" is 0.25). */
const SPELLING_SIMILARITY = '0.2';
const SPELLINGS_PER_WORD = 3;
const MAX_SEARCH_WORDS = 8;

/** The words of a search term as full-text search sees them. */
export const searchWords = (term: string) =>
  (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);

/**
 * A tsquery for `term`: every word must match, as a prefix of a word in the module or as one of
 * the organisation's known words closest to it. All the words' spellings are looked up in one
 * statement, in a transaction of its own (it sets the similarity threshold locally).
 */
export async function searchQuery(db: Db, orgId: string, term: string): Promise<string | null> {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('pg_trgm.similarity_threshold', ${SPELLING_SIMILARITY}, true)`.execute(trx);
    return sql<{ typed: string; word: string }>`
      SELECT typed.word AS typed, near.word
      FROM unnest(${[...new Set(words)]}::text[]) AS typed(word)
      CROSS JOIN LATERAL (SELECT word FROM course_words WHERE org_id = ${orgId} AND word % typed.word
                          ORDER BY similarity(word, typed.word) DESC, word LIMIT ${SPELLINGS_PER_WORD}) AS near`.execute(
      trx,
    );
  });
  const clauses = words.map((word) => {
    const spellings = rows.filter((r) => r.typed === word).map((r) => `'${r.word.replace(/'/g, "''")}'`);
    return `(${[`'${word}':*`, ...spellings].join(' | ')})`;
  });
  return clauses.join(' & ');
}
