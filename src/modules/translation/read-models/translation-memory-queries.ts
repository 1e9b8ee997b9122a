import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

export type MemoryMatch = { sourceHash: string; text: string; byPerson: boolean };

/** Exact matches in the organisation's memory for these source fingerprints, from one language into another. */
export async function findMemoryMatches(
  db: Db,
  orgId: string,
  pair: { from: string; to: string },
  sourceHashes: string[],
): Promise<Map<string, MemoryMatch>> {
  if (sourceHashes.length === 0) return new Map();
  const { rows } = await sql<{ source_hash: string; target_text: string; by_person: boolean }>`
    SELECT source_hash, target_text, by_person FROM translation_memory
    WHERE org_id = ${orgId} AND source_lang = ${pair.from} AND target_lang = ${pair.to}
      AND source_hash = ANY(${sourceHashes}::text[])`.execute(db);
  return new Map(
    rows.map((r) => [r.source_hash, { sourceHash: r.source_hash, text: r.target_text, byPerson: r.by_person }]),
  );
}
