import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

type Translated = {
  sourceLanguage: string;
  language: string;
  origin: 'machine' | 'memory' | 'human' | 'import';
  segments: { text: string; source: string; sourceHash: string }[];
};

/**
 * The organisation's translation memory: for each source text and language pair, the latest
 * translation. A person's translation (typed or imported) outranks a machine's, which never
 * overwrites it.
 */
export const translationMemoryProjection: Projection = {
  name: 'translation_memory',
  handles: new Set(['SegmentsTranslated']),
  async apply(trx, event) {
    const t = event.data as Translated;
    const orgId = (event.metadata as { orgId?: string }).orgId;
    // What the memory itself offered is already in it.
    if (!orgId || t.origin === 'memory') return;
    const rows = t.segments.filter((s) => s.text !== '' && s.source.trim() !== '');
    if (rows.length === 0) return;
    const byPerson = t.origin === 'human' || t.origin === 'import';
    await sql`
      INSERT INTO translation_memory (org_id, source_lang, target_lang, source_hash, source_text, target_text, by_person, updated_at)
      SELECT DISTINCT ON (r.source_hash) ${orgId}, ${t.sourceLanguage}, ${t.language}, r.source_hash, r.source, r.text,
        ${byPerson}, ${event.recordedAt.toISOString()}
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ source_hash: r.sourceHash, source: r.source, text: r.text })))}::jsonb)
        AS r(source_hash text, source text, text text)
      ON CONFLICT (org_id, source_lang, target_lang, source_hash) DO UPDATE
        SET target_text = EXCLUDED.target_text, source_text = EXCLUDED.source_text,
          by_person = EXCLUDED.by_person, updated_at = EXCLUDED.updated_at
        WHERE EXCLUDED.by_person OR NOT translation_memory.by_person`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE translation_memory`.execute(trx);
  },
  migrations: {
    '2026_11_27_12_translation_memory': {
      async up(db) {
        await sql`
          CREATE TABLE translation_memory (
            org_id text NOT NULL,
            source_lang text NOT NULL,
            target_lang text NOT NULL,
            source_hash text NOT NULL,
            source_text text NOT NULL,
            target_text text NOT NULL,
            by_person boolean NOT NULL,
            updated_at timestamptz NOT NULL,
            PRIMARY KEY (org_id, source_lang, target_lang, source_hash)
          )`.execute(db);
      },
    },
  },
};
